// Shared by the serve tests: start `holocron serve` on a free loopback
// port, collect its audit lines, and a small promise-based client.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// node 22 has a WebSocket client, node 20 behind a flag, Debian 12's node
// 18 none: then the `ws` package from npm (package.json)
const WS = globalThis.WebSocket ?? (await import('ws')).WebSocket;
import { ViewTracker } from '../../web/view-delta.js';

// a fresh state folder for each server unless one is given (a restart
// reuses its predecessor's)
export function tempStateDir() {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'holocron-serve-'));
}

export async function startServer(holocron, extra = [], stateDir = undefined, withAudit = true) {
  // a folder made here goes when the test ends; one given is the caller's
  const own = !stateDir;
  if (own) stateDir = tempStateDir();
  const proc = spawn(holocron, ['serve', '--port', '0', ...(withAudit ? ['--x-audit'] : []), '--state-dir', stateDir, ...extra], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // conn -> seq -> names the frame must not contain
  const audit = new Map();
  let errText = '';
  let partial = '';
  proc.stderr.on('data', (d) => {
    partial += d.toString();
    const lines = partial.split('\n');
    partial = lines.pop();
    for (const line of lines) {
      const m = /^x-audit: conn (\d+) seq (\d+) hidden (.*)$/.exec(line);
      if (!m) { errText += line + '\n'; continue; }
      if (!audit.has(m[1])) audit.set(m[1], new Map());
      audit.get(m[1]).set(m[2], m[3] ? m[3].split('|') : []);
    }
  });
  const url = await new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error('server did not start: ' + errText)), 20000);
    proc.stdout.on('data', (d) => {
      out += d.toString();
      const m = /open (http:\/\/127\.0\.0\.1:\d+\/)/.exec(out);
      if (m) { clearTimeout(timer); resolve(m[1]); }
    });
    proc.on('exit', (code) => reject(new Error(`server exited ${code}: ${errText}`)));
  });
  const exited = new Promise((r) => proc.on('exit', (code, signal) => r(code ?? signal)));
  // a test that dies (a timeout, an exception) takes its server with it
  process.on('exit', () => {
    proc.kill('SIGKILL');
    if (own) fs.rmSync(stateDir, { recursive: true, force: true });
  });
  // SIGTERM ends the server cleanly: exit status 0, or the sanitizers'
  // report of a leak or a bad access
  const stop = async () => {
    proc.kill('SIGTERM');
    const code = await exited;
    if (code !== 0) throw new Error(`the server exited with ${code}: ${errText}`);
  };
  return { proc, url, audit, stop, stateDir, stderr: () => errText };
}

// A test's connection.  It speaks holocron.v2 unless told v1: each state
// whose view came as a delta gets its whole view back (msg.view) with the
// page's own code (web/view-delta.js), so a test reads every state alike;
// `raw` stays the frame as sent.  A delta that does not apply is a
// server's fault: the next waitFor throws it.
export class Client {
  constructor(url, name, protocol = 'holocron.v2') {
    this.name = name;
    this.frames = [];
    this.waiters = [];
    this.views = new ViewTracker();
    this.deltas = 0; // states whose view came as a delta
    this.broken = null;
    this.ws = new WS(url.replace(/^http/, 'ws') + 'ws', protocol);
    this.closed = new Promise((r) => { this.ws.onclose = (e) => r(e); });
    this.ws.onmessage = (ev) => {
      const msg = JSON.parse(ev.data);
      if (msg.type === 'state') {
        if (msg.view_delta) this.deltas++;
        const view = this.views.take(msg);
        if (view) msg.view = view;
        else this.broken ??= `frame seq ${msg.seq}: a view_delta on base ${msg.view_delta.base}, where the last state was ${this.views.seq}`;
      }
      this.frames.push({ raw: ev.data, msg });
      for (const w of this.waiters.splice(0)) w();
    };
  }
  send(obj) { this.ws.send(typeof obj === 'string' ? obj : JSON.stringify(obj)); }
  // the first message from index `from` on that satisfies pred
  async waitFor(pred, from = 0, ms = 10000) {
    const deadline = Date.now() + ms;
    for (;;) {
      if (this.broken) throw new Error(`${this.name}: ${this.broken}`);
      for (let i = Math.max(0, from); i < this.frames.length; i++)
        if (pred(this.frames[i].msg)) return { msg: this.frames[i].msg, index: i };
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`${this.name}: timed out waiting; last: ${process.env.HC_DEBUG ? this.frames.at(-1)?.raw : this.frames.at(-1)?.raw.slice(0, 300)}`);
      await new Promise((r) => { this.waiters.push(r); setTimeout(r, left); });
    }
  }
  lastState() {
    for (let i = this.frames.length - 1; i >= 0; i--)
      if (this.frames[i].msg.type === 'state') return this.frames[i].msg;
    return null;
  }
  close() { this.ws.close(); }
}

// Every frame a connection received against the names the server said it
// hid at that moment: none may appear, except inside a longer name the
// frame itself shows as known.
// What every view must be, whoever receives it: a card's index appears
// only on a card the view names (a host or a card something lies under
// is named too, or the card says it hangs on an unknown one), and the
// resources hold only named counts (the ruleset's unnamed bookkeeping,
// "?" in the core's view, is left out).
export function checkViewShape(client, msg) {
  const view = msg.view;
  if (!view) return;
  const ids = new Set(view.cards.filter((c) => 'id' in c).map((c) => c.id));
  for (const c of view.cards) {
    if ('id' in c !== 'name' in c) throw new Error(`${client.name}: frame seq ${msg.seq}: a card with only one of id and name: ${JSON.stringify(c)}`);
    for (const k of ['attached_to', 'under'])
      if (k in c && !ids.has(c[k])) throw new Error(`${client.name}: frame seq ${msg.seq}: ${k} ${c[k]} is the index of a card the view does not name`);
  }
  // the cards it does not name come by where they lie (side, zone,
  // position), never in the game's own order of cards, which follows the
  // decks' lists and would tell them apart
  const done = new Set();
  let group = null, pos = -Infinity;
  for (const c of view.cards.filter((x) => !('id' in x))) {
    const g = `${c.zone_player}/${c.zone}`;
    if (g !== group) {
      if (done.has(g)) throw new Error(`${client.name}: frame seq ${msg.seq}: the unnamed cards of ${g} are not together`);
      if (group) done.add(group);
      group = g;
      pos = -Infinity;
    }
    if (c.pos < pos) throw new Error(`${client.name}: frame seq ${msg.seq}: the unnamed cards of ${g} are not in the order of their places`);
    pos = c.pos;
  }
  // log lines carry no raw arguments (a card's index would tell one copy
  // from another), and each its text and rule
  for (const l of msg.log || [])
    if ('args' in l || typeof l.text !== 'string' || !l.rule) throw new Error(`${client.name}: frame seq ${msg.seq}: a log line ${JSON.stringify(l)}`);
  for (const r of view.resources)
    for (const k of Object.keys(r))
      if (!/^[a-z_]+$/.test(k)) throw new Error(`${client.name}: frame seq ${msg.seq}: a resource named "${k}"`);
  if (msg.seat === null && view.viewer !== 'spectator') throw new Error(`${client.name}: frame seq ${msg.seq}: a public view whose viewer is "${view.viewer}"`);
}

export function checkHidden(client, audit) {
  const conn = String(client.frames[0].msg.conn);
  const hiddenBySeq = audit.get(conn) || new Map();
  let checked = 0;
  // names the connection was shown as known in any frame so far: a frame
  // without a view (explain) may repeat a line naming one of them
  const everKnown = new Set();
  client.frames.forEach((f) => {
    checkViewShape(client, f.msg);
    const hidden = hiddenBySeq.get(String(f.msg.seq));
    const known = (f.msg.view?.cards || []).filter((c) => c.name).map((c) => c.name);
    for (const k of known) everKnown.add(k);
    if (!hidden) return;
    // The labels of the receiver's own options are left out: they may
    // name what the rule lets the decider look at (the LCG's Interrogation
    // shows the opponent's hand for the choice, which the core's view does
    // not count as revealed) or every title of the card pool (naming a
    // unit).  Only the decider gets options; everything else is checked.
    // Card texts are printed text and may name other cards (Vader's
    // Lightsaber names Darth Vader): each must belong to a card the frame
    // names as known, and is then left out.
    for (const t of Object.keys(f.msg.texts || {}))
      if (!known.includes(t)) throw new Error(`${client.name}: frame seq ${f.msg.seq} sends the text of "${t}", not shown as known`);
    // what the engine does not run of a card: said only of cards it names
    for (const t of Object.keys(f.msg.inert || {}))
      if (!known.includes(t)) throw new Error(`${client.name}: frame seq ${f.msg.seq} marks "${t}" as not run, not shown as known`);
    // A delta holds only pieces of the view it rebuilds (msg.view): the
    // view is what is read, less the options, for a delta as for a full one
    const raw = f.msg.view?.options || f.msg.texts || f.msg.view_delta
      ? JSON.stringify({ ...f.msg, texts: {}, view: { ...f.msg.view, options: [] }, view_delta: undefined }) : f.raw;
    for (const name of hidden) {
      let text = raw;
      for (const k of everKnown) if (k.length > name.length && k.includes(name)) text = text.split(k).join('');
      if (text.includes(name))
        throw new Error(`${client.name}: frame seq ${f.msg.seq} names the hidden card "${name}": ...${text.slice(Math.max(0, text.indexOf(name) - 300), text.indexOf(name) + 100)} prompt ${f.msg.prompt}`);
      checked++;
    }
  });
  return checked;
}

// The end of a test program: the server must stop cleanly, then the exit
// status says whether anything failed.
export async function finish(server, failed) {
  try {
    await server.stop();
  } catch (e) {
    console.error('FAIL', e.message);
    failed = true;
  }
  process.exit(failed ? 1 : 0);
}
