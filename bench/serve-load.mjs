// The load test of `holocron serve` over loopback (doc/performance.md):
// GAMES connections at once, each playing one side of a game against the
// server's computer player and choosing at random as fast as the rate
// limit lets it, a new game as soon as one ends, for SECONDS.  Reported:
// decisions per second (every choice of either side), the time from a
// choice to the next view (p50, p99), the server's memory.  Then the
// server stops, and every game it kept is checked: none lost (each has a
// save with at least the choices its client saw made), and every save
// replays with all its hashes agreeing (`holocron replay --quiet`).
// Usage: node bench/serve-load.mjs HOLOCRON [--games 200] [--seconds 60]
//        [--agent random|greedy|search] [--ruleset wotc|lcg|both]
//        [--deflate on|off] [--protocol v2|v1]
// --deflate off: the clients do not offer permessage-deflate, so the
// server sends every frame as it is (needs the `ws` package: node 20's)
// --protocol v1: the clients ask for holocron.v1, every view whole; v2
// (the default, as the page): views after the first as deltas
import { startServer } from '../tests/serve/lib.mjs';
import { ViewTracker } from '../web/view-delta.js';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const WS = globalThis.WebSocket ?? (await import('ws')).WebSocket;
const run = promisify(execFile);
const args = process.argv.slice(2);
const holocron = args[0];
const opt = (name, def) => {
  const i = args.indexOf(`--${name}`);
  return i > 0 ? args[i + 1] : def;
};
const GAMES = Number(opt('games', 200));
const SECONDS = Number(opt('seconds', 60));
const AGENT = opt('agent', 'random');
const RULESETS = opt('ruleset', 'both') === 'both' ? ['wotc', 'lcg'] : [opt('ruleset')];
const DEFLATE = opt('deflate', 'on') !== 'off';
const PROTOCOL = `holocron.${opt('protocol', 'v2')}`;
if (!['holocron.v1', 'holocron.v2'].includes(PROTOCOL)) {
  console.error('--protocol takes v1 or v2');
  process.exit(2);
}
if (!DEFLATE && globalThis.WebSocket) {
  console.error('--deflate off needs the ws package\'s client (node 20), not this node\'s own');
  process.exit(2);
}
if (!holocron || !(GAMES > 0) || !(SECONDS > 0)) {
  console.error('usage: node bench/serve-load.mjs HOLOCRON [--games N] [--seconds S] [--agent A] [--ruleset R]');
  process.exit(2);
}

// no audit: it costs the server a scan of every card for every frame
const server = await startServer(holocron, [], undefined, false);
const latencies = [];
const seen = new Map(); // game -> the most decisions a state showed
let finished = 0, errors = 0, ourChoices = 0;
// what the messages weigh: their text, and the bytes the sockets read
// (the frames as sent, compressed or not); by size, to see which would
// be worth compressing
let msgBytes = 0, msgs = 0, wireBytes = 0;
// the text each finished game's player received, from its joined to the
// state with the result; and how many states came as view deltas
const gameBytes = [];
let states = 0, deltas = 0;
const sockets = []; // each player's one connection, every game it plays
const bySize = [[1024, 0, 0], [4096, 0, 0], [16384, 0, 0], [Infinity, 0, 0]]; // [below, count, bytes]
let stopping = false;
const t0 = performance.now();

function player(index) {
  return new Promise((resolve) => {
    const ws = new WS(server.url.replace(/^http/, 'ws') + 'ws', PROTOCOL, ...(DEFLATE ? [] : [{ perMessageDeflate: false }]));
    let me = null; // { game, token, seat, bytes }
    const views = new ViewTracker();
    let sentAt = 0, sentDecisions = -1, retried = false;
    const create = () => ws.send(JSON.stringify({ type: 'create', ruleset: RULESETS[index % RULESETS.length], opponent: 'computer', agent: AGENT, side: index % 2 ? 'Light Side' : 'Dark Side' }));
    const ping = setInterval(() => ws.readyState === 1 && ws.send('{"type":"ping"}'), 10000);
    ws.onopen = create;
    sockets.push(ws);
    ws.onclose = () => { clearInterval(ping); resolve(); };
    ws.onerror = (e) => { if (!stopping) { errors++; console.error(`player ${index}: ${e.message || e.error || 'socket error'} after ${((performance.now() - t0) / 1000).toFixed(1)} s`); } };
    ws.onmessage = (ev) => {
      const n = Buffer.byteLength(ev.data);
      msgBytes += n;
      msgs++;
      const b = bySize.find(([below]) => n < below);
      b[1]++;
      b[2] += n;
      const m = JSON.parse(ev.data);
      if (me) me.bytes += n;
      if (m.type === 'state') {
        states++;
        if (m.view_delta) deltas++;
        const view = views.take(m);
        if (!view) { errors++; console.error(`player ${index}: a view delta on base ${m.view_delta.base}, the last state ${views.seq}`); return; }
        m.view = view;
      }
      if (m.type === 'joined') me = { game: m.game, token: m.token, seat: m.seat, bytes: n };
      else if (m.type === 'error') {
        // a message dropped over the rate is refused unread (no re): it may
        // have been a ping, and the choice it seemed to refuse went
        // through; a retry of that choice then finds the decision moved on
        const moved = retried && (m.code === 'stale' || m.code === 'not-your-decision');
        if (m.code !== 'rate-limited' && m.code !== 'stale' && !moved) { errors++; console.error(`player ${index}: ${m.code}: ${m.message}`); }
        sentDecisions = -1;
        // a refused choice: the next state (or a retry on the same) goes on
        setTimeout(() => { if (me?.last) choose(me.last, true); }, 100);
      } else if (m.type === 'state' && me && m.game === me.game) {
        seen.set(m.game, Math.max(seen.get(m.game) || 0, m.decisions));
        if (sentDecisions >= 0 && m.decisions > sentDecisions) {
          latencies.push(performance.now() - sentAt);
          sentDecisions = -1;
        }
        if (m.result) {
          finished++;
          gameBytes.push(me.bytes);
          me = null;
          if (stopping) ws.close(); else create();
          return;
        }
        me.last = m;
        if (m.view.options && m.view.deciding === me.seat && sentDecisions < 0) choose(m);
      }
    };
    function choose(m, retry = false) {
      if (stopping) { ws.close(); return; }
      if (!me || m.decisions < (seen.get(me.game) || 0) || !m.view.options) return;
      retried = retry;
      const o = m.view.options[Math.floor(Math.random() * m.view.options.length)];
      sentAt = performance.now();
      sentDecisions = m.decisions;
      ourChoices++;
      ws.send(JSON.stringify({ type: 'choose', game: me.game, token: me.token, hash: m.hash, option: o.id }));
    }
  });
}

function memory() {
  const status = fs.readFileSync(`/proc/${server.proc.pid}/status`, 'utf8');
  const kb = (k) => Number(new RegExp(`${k}:\\s+(\\d+)`).exec(status)[1]);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}
// the server's CPU time so far, every thread, in seconds
function cpu() {
  const f = fs.readFileSync(`/proc/${server.proc.pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(f[11]) + Number(f[12])) / 100;
}

const players = Array.from({ length: GAMES }, (_, i) => player(i));
const samples = [];
const sampler = setInterval(() => samples.push(memory().rss), 1000);
// the clients' own delay: every choice-to-view time includes how late this
// one process gets to a frame the server already sent, so the lateness of
// a 50 ms timer is measured beside it
const lags = [];
let tick = performance.now();
const lagTimer = setInterval(() => { const now = performance.now(); lags.push(now - tick - 50); tick = now; }, 50);
const clientCpu0 = process.cpuUsage();
// how long each process waited in the kernel's run queue for a core
// (/proc/PID/schedstat: time run, time waiting, times run, in ns)
const schedstat = (pid) => fs.readFileSync(`/proc/${pid}/schedstat`, 'utf8').trim().split(' ').map(Number);
const sched0 = [schedstat(server.proc.pid), schedstat(process.pid)];
await new Promise((r) => setTimeout(r, SECONDS * 1000));
stopping = true;
// (the `ws` package's socket; node's own WebSocket does not tell)
for (const ws of sockets) wireBytes += ws._socket?.bytesRead ?? 0;
clearInterval(sampler);
clearInterval(lagTimer);
const clientCpu = process.cpuUsage(clientCpu0);
const sched1 = [schedstat(server.proc.pid), schedstat(process.pid)];
const mem = memory();
const cpuSeconds = cpu();
const elapsed = (performance.now() - t0) / 1000;
const decisions = [...seen.values()].reduce((a, b) => a + b, 0);
await Promise.race([Promise.all(players), new Promise((r) => setTimeout(r, 5000))]);
await server.stop();

// every game kept, every save replayed
const dir = server.stateDir;
const lost = [];
const saves = fs.readdirSync(dir).filter((f) => f.endsWith('.save'));
for (const [game, n] of seen) {
  const file = path.join(dir, `${game}.save`);
  if (!fs.existsSync(file)) { lost.push(`${game}: no save`); continue; }
  const choices = JSON.parse(fs.readFileSync(file, 'utf8')).choices.length;
  if (choices < n) lost.push(`${game}: the save has ${choices} choices, its client saw ${n}`);
}
let replayed = 0;
const bad = [];
const queue = [...saves];
await Promise.all([0, 1].map(async () => {
  for (let f; (f = queue.shift());) {
    try {
      await run(holocron, ['replay', '--quiet', path.join(dir, f)]);
      replayed++;
    } catch (e) {
      bad.push(`${f}: ${(e.stdout || '') + (e.stderr || '')}`.trim());
    }
  }
}));
fs.rmSync(dir, { recursive: true, force: true });

latencies.sort((a, b) => a - b);
const pct = (q) => latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(1) : 'n/a';
const avgRss = samples.length ? samples.reduce((a, b) => a + b, 0) / samples.length : mem.rss;
console.log(`serve load: ${GAMES} connections for ${elapsed.toFixed(0)} s (${RULESETS.join('+')}, the server's ${AGENT} player against random clicks)`);
console.log(`  games: ${seen.size} played, ${finished} finished`);
console.log(`  decisions: ${decisions} (${(decisions / elapsed).toFixed(0)}/s), ${ourChoices} of them the clients' choices`);
console.log(`  choice to next view: p50 ${pct(0.5)} ms, p99 ${pct(0.99)} ms over ${latencies.length} choices`);
console.log(`  server CPU: ${cpuSeconds.toFixed(1)} s, ${(100 * cpuSeconds / elapsed).toFixed(0)}% of one core (the clients and every other process share the machine), ${(1000 * cpuSeconds / Math.max(1, decisions)).toFixed(2)} ms a decision`);
{
  const mib = (x) => (x / 1048576).toFixed(1);
  const sizes = bySize.map(([below, count, bytes]) => `${count} ${below === Infinity ? 'larger' : `under ${below / 1024} KiB`} (${mib(bytes)} MiB)`);
  console.log(`  messages: ${msgs}, ${mib(msgBytes)} MiB of text, ${(msgBytes / Math.max(1, msgs) / 1024).toFixed(1)} KiB on average; ${sizes.join(', ')}`);
  const perGame = gameBytes.length ? gameBytes.reduce((a, b) => a + b, 0) / gameBytes.length : 0;
  console.log(`  ${PROTOCOL}: ${deltas} of ${states} states with a view delta; a finished game's player received ${(perGame / 1024).toFixed(0)} KiB of text on average over ${gameBytes.length} games; ${(msgBytes / Math.max(1, decisions) / 1024).toFixed(2)} KiB a decision`);
  if (wireBytes)
    console.log(`  read from the sockets: ${mib(wireBytes)} MiB with permessage-deflate ${DEFLATE ? 'offered' : 'not offered'} (${(msgBytes / wireBytes).toFixed(1)} times less than the text)`);
}
{
  const cs = (clientCpu.user + clientCpu.system) / 1e6;
  lags.sort((a, b) => a - b);
  const q = (p) => (lags.length ? lags[Math.min(lags.length - 1, Math.floor(p * lags.length))] : 0);
  console.log(`  clients' CPU: ${cs.toFixed(1)} s, ${(100 * cs / elapsed).toFixed(0)}% of one core; their event loop late by p50 ${q(0.5).toFixed(1)} ms, p99 ${q(0.99).toFixed(1)} ms`);
  const waits = ['server', 'clients'].map((who, k) => {
    const waited = (sched1[k][1] - sched0[k][1]) / 1e9, slices = sched1[k][2] - sched0[k][2];
    return `${who} ${waited.toFixed(1)} s (${(1000 * waited / Math.max(1, slices)).toFixed(2)} ms a time it ran)`;
  });
  console.log(`  waiting for a core (run queue): ${waits.join(', ')}`);
}
console.log(`  server memory: ${mem.rss.toFixed(0)} MiB at the end, ${avgRss.toFixed(0)} MiB on average, ${mem.peak.toFixed(0)} MiB at the peak`);
console.log(`  kept: ${saves.length} saves, ${lost.length} games lost; replayed ${replayed} with every hash agreeing, ${bad.length} not`);
for (const l of [...lost, ...bad].slice(0, 10)) console.log('  ' + l);
// what the server said on its error output (a write it could not make...)
const said = server.stderr().split('\n').filter(Boolean);
if (said.length) console.log(`  the server's error output, ${said.length} lines:\n    ${said.slice(0, 10).join('\n    ')}`);
process.exit(lost.length || bad.length || errors ? 1 : 0);
