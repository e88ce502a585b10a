// The protocol test (doc/protocol.md): a server on a free loopback port;
// for each ruleset two seats play a whole game by random choices through
// the WebSocket while a spectator watches; forged and malformed messages
// are refused and change nothing; no frame names a card its receiver may
// not know; another site's page is refused.
// Usage: node protocol-test.mjs HOLOCRON
import { startServer, Client, checkHidden } from './lib.mjs';
import { applyViewDelta } from '../../web/view-delta.js';
import assert from 'node:assert/strict';
import http from 'node:http';
import { execFileSync } from 'node:child_process';

const MAX_DECISIONS = 3000;
const holocron = process.argv[2];
const server = await startServer(holocron);
let failed = false;

function pick(options, seed) {
  return options[Math.floor(seed() * options.length)];
}
// a small seeded generator, so a failure can be run again the same way
function rng(s) {
  return () => ((s = (s * 1103515245 + 12345) % 2147483648) / 2147483648);
}

async function refusals(a, otherToken, game, token, state) {
  const before = a.frames.length;
  const opt = state.view.options?.[0];
  const errors = [];
  const expect = async (payload, code) => {
    const id = 900 + errors.length;
    const from = a.frames.length;
    a.send(typeof payload === 'string' ? payload : { ...payload, id });
    const { msg } = await a.waitFor((m) => m.type === 'error' && (m.re === id || typeof payload === 'string'), from);
    assert.equal(msg.code, code, `expected ${code} for ${JSON.stringify(payload).slice(0, 80)}, got ${JSON.stringify(msg)}`);
    errors.push(code);
  };
  const base = { type: 'choose', game, token, hash: state.hash, option: opt ? opt.id : 0 };
  await expect({ ...base, token: 'f'.repeat(48) }, 'bad-token');
  await expect({ ...base, token: otherToken }, 'not-seated');
  await expect({ ...base, hash: '0000000000000000' }, 'stale');
  await expect({ ...base, option: 4000000000 }, 'unknown-option');
  await expect({ ...base, option: 'first' }, 'bad-message');
  await expect('{"type":"choose",', 'bad-message');
  await expect('[1,2,3]', 'bad-message');
  await expect(JSON.stringify({ type: 'ping', pad: 'x'.repeat(10000) }), 'too-large');
  await expect({ type: 'teleport' }, 'bad-message');
  await expect({ type: 'join', game: 999999 }, 'no-game');
  await expect({ type: 'explain', game: 999999, log_seq: 0 }, 'not-watching');
  await expect({ type: 'explain', game, log_seq: 4000000000 }, 'no-line');
  await expect({ type: 'explain', game }, 'bad-message');
  // nothing moved: no state was sent between, and the game still answers
  // to the same hash
  assert.ok(a.frames.slice(before).every((f) => f.msg.type === 'error'), 'a refused message sent a state');
  return errors.length;
}

// explain (doc/protocol.md): each client asks for the details of log
// lines it was sent; the answer repeats the line exactly as that client's
// states carried it (so a spectator's hidden step stays hidden, and the
// audit of every frame covers the answers too) with the rule the line
// cites, its source, and the rule switches with the other editions.
// one explain answer; a message dropped over the rate limit (told so
// without a re) is sent again after a pause
async function askExplain(client, game, seq, id) {
  for (let tries = 0; tries < 50; tries++) {
    const from = client.frames.length;
    client.send({ type: 'explain', game, log_seq: seq, id });
    const { msg } = await client.waitFor((m) => m.re === id || (m.type === 'error' && m.code === 'rate-limited'), from);
    if (msg.re === id) return msg;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${client.name}: explain of ${seq} rate-limited 50 times`);
}

async function explainLines(client, game) {
  // the lines as a full state carries them now: a card the client knew
  // when a line was written but no longer knows (back in a deck) is no
  // longer named, in a state or an explain answer alike
  for (let tries = 0; ; tries++) {
    const from = client.frames.length;
    client.send({ type: 'resync', game, id: 4999 });
    const { msg } = await client.waitFor((m) => (m.type === 'state' && m.full) || (m.type === 'error' && m.code === 'rate-limited'), from);
    if (msg.type === 'state') break;
    assert.ok(tries < 50, `${client.name}: resync rate-limited 50 times`);
    await new Promise((r) => setTimeout(r, 200));
  }
  const lines = new Map();
  for (const f of client.frames)
    if (f.msg.type === 'state') {
      if (f.msg.full) lines.clear();
      for (const l of f.msg.log) lines.set(l.seq, l);
    }
  // one line of each rule, kind and phase, under the rate limit
  const seen = new Set();
  const asked = [...lines.values()].filter((l) => {
    const k = `${l.rule}|${l.kind}|${l.phase}`;
    return !seen.has(k) && seen.add(k);
  }).slice(0, 40);
  let switches = 0;
  const answers = [];
  for (const l of asked) {
    const msg = await askExplain(client, game, l.seq, 5000 + l.seq);
    assert.equal(msg.type, 'explain', `${client.name}: explain of seq ${l.seq}: ${JSON.stringify(msg)}`);
    assert.equal(msg.log_seq, l.seq);
    assert.deepEqual(msg.line, l, `${client.name}: the explained line is the line the client was sent`);
    assert.equal(msg.explain.rule, l.rule.split(' ').pop(), 'the explanation cites the line\'s rule');
    assert.ok(msg.explain.source, 'the rule has its source');
    for (const sw of msg.explain.switches) {
      assert.ok(sw.name && Number.isInteger(sw.value) && typeof sw.means === 'string', JSON.stringify(sw));
      for (const o of sw.other_editions) assert.notEqual(o.value, sw.value);
    }
    switches += msg.explain.switches.length;
    answers.push(msg);
    await new Promise((r) => setTimeout(r, 60)); // under the rate limit
  }
  return { asked: asked.length, switches, answers };
}

// View deltas (holocron.v2): after each connection's first state of the
// game the views come as changes; the views they rebuild are the views a
// v1 client is sent whole (two spectators, one of each, compared state by
// state); a resync sends the whole again; a delta on another base is not
// applied.  Returns what it saw, for the report.
// The server's explain and the terminal's `--explain` are one source
// (src/explain): every answer whose rule, kind and phase a terminal demo
// of the same ruleset also logs must carry the same explanation, word for
// word, switches and other editions included.
// The demos run before any server game, so no game waits on them.
function cliExplains(ruleset) {
  const cli = new Map();
  for (let seed = 1; seed <= 6; seed++) {
    const out = execFileSync(holocron, ['demo', '--ruleset', ruleset, '--seed', String(seed), '--json', '--explain'],
                             { encoding: 'utf8', maxBuffer: 64 << 20 });
    for (const text of out.split('\n'))
      if (text) {
        const l = JSON.parse(text);
        if (l.result) continue; // the game's end, not a log line
        assert.ok(l.explain, `${ruleset} demo --explain: a line without its explanation: ${text}`);
        cli.set(`${l.rule}|${l.kind}|${l.phase}`, l.explain);
      }
  }
  return cli;
}
const cliExplained = { wotc: cliExplains('wotc'), lcg: cliExplains('lcg') };

function sameAsCli(ruleset, answers) {
  const cli = cliExplained[ruleset];
  let same = 0;
  for (const msg of answers) {
    const want = cli.get(`${msg.line.rule}|${msg.line.kind}|${msg.line.phase}`);
    if (!want) continue;
    assert.deepEqual(msg.explain, want, `${ruleset}: the server explains ${msg.line.rule} (${msg.line.kind}) as the terminal does`);
    same++;
  }
  assert.ok(same >= 10, `${ruleset}: only ${same} explained lines also appear in the terminal's demos`);
  return `${same} answers the same as the terminal's --explain`;
}

async function checkDeltas(ruleset, game, v2clients, s, s1) {
  const states = (c) => c.frames.filter((f) => f.msg.type === 'state');
  let sent = 0, whole = 0, bytes = 0, bytes1 = 0;
  for (const c of v2clients) {
    const st = states(c);
    assert.ok(st[0].msg.view && !st[0].msg.view_delta, `${c.name}: the first state is not whole`);
    assert.ok(st.every((f) => f.msg.v === 2), `${c.name}: a v2 state without v 2`);
    sent += c.deltas;
    whole += st.length - c.deltas;
  }
  assert.ok(sent > whole * 4, `${ruleset}: ${sent} deltas against ${whole} whole views`);
  const st1 = states(s1);
  assert.ok(st1.every((f) => f.msg.view && !f.msg.view_delta && f.msg.v === 1), `${ruleset}: a v1 client got a delta`);
  // the same game state (hash) seen by both spectators: the same view,
  // stats and globals (members in any order: a delta adds its new ones last)
  const canon = (x) => JSON.stringify(x, (k, v) => (v && typeof v === 'object' && !Array.isArray(v)
    ? Object.fromEntries(Object.keys(v).sort().map((key) => [key, v[key]])) : v));
  const seen = (m) => canon({ view: m.view, stats: m.stats, globals: m.globals });
  const byHash = new Map(states(s).map((f) => [f.msg.hash, seen(f.msg)]));
  let compared = 0;
  for (const f of st1) {
    const v2 = byHash.get(f.msg.hash);
    if (v2 === undefined) continue;
    assert.equal(v2, seen(f.msg), `${ruleset}: the views rebuilt from deltas differ from v1's at hash ${f.msg.hash}`);
    compared++;
  }
  assert.ok(states(s).slice(1).some((f) => f.msg.stats_delta && f.msg.globals_delta && !('stats' in JSON.parse(f.raw))), `${ruleset}: no stats or globals as deltas`);
  assert.ok(compared > st1.length / 2, `${ruleset}: only ${compared} of ${st1.length} states compared`);
  for (const f of states(s)) bytes += f.raw.length;
  for (const f of st1) bytes1 += f.raw.length;
  // a resync: the whole state again, the same view
  const before = s.lastState();
  const from = s.frames.length;
  s.send({ type: 'resync', game, id: 8000 });
  const again = (await s.waitFor((m) => m.type === 'state', from)).msg;
  assert.ok(again.full && again.view && !again.view_delta && again.log_from === 0, `${ruleset}: a resync is not whole`);
  assert.equal(seen(again), seen(before));
  // not watching that game: refused
  s.send({ type: 'resync', game: game + 1000, id: 8001 });
  assert.equal((await s.waitFor((m) => m.re === 8001, from)).msg.code, 'no-game');
  return `${sent} view deltas, ${whole} whole views; ${compared} states of a v1 spectator equal to the v2 spectator's rebuilt views; ` +
    `the v2 spectator's states ${(bytes / states(s).length).toFixed(0)} bytes on average, the v1 one's ${(bytes1 / st1.length).toFixed(0)}`;
}

async function playGame(ruleset, seedValue) {
  const seed = rng(seedValue);
  let a = new Client(server.url, `${ruleset}/A`);
  let b = new Client(server.url, `${ruleset}/B`);
  const s = new Client(server.url, `${ruleset}/spectator`);
  // a client of the first version: every state whole, as before deltas
  const s1 = new Client(server.url, `${ruleset}/spectator-v1`, 'holocron.v1');
  // in the lobby: told no while the game is on, answered once it is over
  const outsider = new Client(server.url, `${ruleset}/lobby`);
  await Promise.all([a, b, s, s1, outsider].map((c) => c.waitFor((m) => m.type === 'welcome')));
  assert.equal(s.frames[0].msg.protocol, 'holocron.v2');
  assert.equal(s1.frames[0].msg.protocol, 'holocron.v1');
  a.send({ type: 'create', ruleset, opponent: 'person', side: 'Dark Side', id: 1 });
  const ja = (await a.waitFor((m) => m.type === 'joined')).msg;
  const game = ja.game;
  b.send({ type: 'list', id: 2 });
  const lobby = (await b.waitFor((m) => m.type === 'lobby')).msg;
  assert.ok(lobby.games.some((g) => g.game === game && g.open_seats.includes('Light Side')), 'the game is listed with its open seat');
  b.send({ type: 'join', game, id: 3 });
  const jb = (await b.waitFor((m) => m.type === 'joined')).msg;
  assert.equal(jb.seat, 'Light Side');
  assert.notEqual(ja.token, jb.token);
  assert.match(ja.token, /^[0-9a-f]{48}$/);
  s.send({ type: 'spectate', game, id: 4 });
  const js = (await s.waitFor((m) => m.type === 'joined')).msg;
  assert.equal(js.token, undefined, 'a spectator gets no token');
  s1.send({ type: 'spectate', game, id: 4 });
  await s1.waitFor((m) => m.type === 'joined');
  const seats = { 'Dark Side': { c: a, token: ja.token }, 'Light Side': { c: b, token: jb.token } };

  let decisions = 0, refused = 0, rejoined = false, slowed = 0;
  const latency = [];
  for (;;) {
    // whoever must decide has a state with options newer than its last choice
    const st = a.lastState();
    if (st.result) break;
    const decider = st.view.deciding;
    assert.ok(decider, `${ruleset}: no decision pending and no result`);
    const seat = seats[decider];
    const { msg } = await seat.c.waitFor((m) => m.type === 'state' && m.decisions === decisions && m.view.options);
    if (decisions === 3 && !refused) {
      refused = await refusals(seat.c, seat.token === ja.token ? jb.token : ja.token, game, seat.token, msg);
      outsider.send({ type: 'explain', game, log_seq: 0, id: 6000 });
      const no = (await outsider.waitFor((m) => m.re === 6000)).msg;
      assert.equal(no.code, 'not-watching', `a game on is explained to the lobby: ${JSON.stringify(no)}`);
      outsider.send({ type: 'resync', game, id: 6001 });
      const notResynced = (await outsider.waitFor((m) => m.re === 6001)).msg;
      assert.equal(notResynced.code, 'not-watching', `a resync from the lobby: ${JSON.stringify(notResynced)}`);
    }
    if (decisions === 5 && !rejoined) {
      // a dropped connection comes back to its seat with the token
      seat.c.close();
      await seat.c.closed;
      // the other seat is told that this one dropped
      const other = seat.c === a ? b : a;
      await other.waitFor((m) => m.type === 'state' && m.players.some((p) => p.side === decider && p.player === 'person' && !p.connected));
      const again = new Client(server.url, seat.c.name + '+');
      await again.waitFor((m) => m.type === 'welcome');
      again.send({ type: 'rejoin', game, token: seat.token, id: 5 });
      const st2 = (await again.waitFor((m) => m.type === 'state' && m.full)).msg;
      assert.equal(st2.hash, msg.hash, 'the rejoined seat sees the same state');
      assert.equal(st2.log_from, 0, 'a snapshot carries the whole log');
      await other.waitFor((m) => m.type === 'state' && m.players.find((p) => p.side === decider).connected);
      checkHidden(seat.c, server.audit);
      if (seat.c === a) seats[decider].c = a = again; else seats[decider].c = b = again;
      rejoined = true;
      continue;
    }
    const option = pick(msg.view.options, seed);
    // the server allows 20 messages a second: a robot clicking faster is
    // told so, waits and clicks again
    for (let tries = 0; ; tries++) {
      const from = seat.c.frames.length;
      const sent = performance.now();
      seat.c.send({ type: 'choose', game, token: seat.token, hash: msg.hash, option: option.id, id: 10 + decisions });
      const r = (await seat.c.waitFor((m) => (m.type === 'state' && m.decisions === decisions + 1) || m.type === 'error', from)).msg;
      if (r.type === 'state') {
        latency.push(performance.now() - sent);
        break;
      }
      assert.equal(r.code, 'rate-limited', `choice refused: ${JSON.stringify(r)}`);
      assert.ok(tries < 50);
      slowed++;
      await new Promise((res) => setTimeout(res, 100));
    }
    decisions++;
    await a.waitFor((m) => m.type === 'state' && m.decisions === decisions);
    if (decisions > MAX_DECISIONS) throw new Error(`${ruleset}: no end after ${MAX_DECISIONS} decisions`);
  }
  // a repeated click on a finished decision is refused cleanly
  const end = a.lastState();
  await s.waitFor((m) => m.type === 'state' && m.decisions === decisions && m.result);
  const ex = [];
  for (const c of [a, b, s]) ex.push(await explainLines(c, game));
  // a finished game is open to anyone: a connection from the lobby is
  // answered as the public (here the spectator) reads each line
  const sLines = new Map();
  for (const f of s.frames) if (f.msg.type === 'state') for (const l of f.msg.log) sLines.set(l.seq, l);
  for (const seq of [...sLines.keys()].slice(0, 8)) {
    const msg = await askExplain(outsider, game, seq, 7000 + seq);
    assert.equal(msg.type, 'explain', JSON.stringify(msg));
    assert.deepEqual(msg.line, sLines.get(seq), 'a finished game\'s line is explained to the lobby as the public reads it');
    await new Promise((r) => setTimeout(r, 60));
  }
  assert.ok(ex.every((e) => e.asked > 0), 'every client had lines to explain');
  assert.ok(ex.some((e) => e.switches > 0), 'some explained line names a rule switch');
  const joined = sameAsCli(ruleset, ex.flatMap((e) => e.answers));
  console.log(`ok ${ruleset} explain: ${ex.map((e) => `${e.asked} lines (${e.switches} switches)`).join(', ')} for the two seats and the spectator; ${joined}`);
  let checked = 0;
  for (const c of [a, b, s, s1]) checked += checkHidden(c, server.audit);
  const deltas = await checkDeltas(ruleset, game, [a, b, s], s, s1);
  const spect = s.lastState();
  assert.equal(spect.view.options, undefined, 'a spectator gets no options');
  assert.equal(spect.prompt, undefined);
  latency.sort((x, y) => x - y);
  const pct = (q) => latency[Math.min(latency.length - 1, Math.floor(q * latency.length))].toFixed(1);
  console.log(`ok ${ruleset}: ${decisions} decisions, choice to next view p50 ${pct(0.5)} ms p99 ${pct(0.99)} ms, result ${end.result}, ${refused} refusals, ` +
              `${slowed} rate-limited clicks repeated, ${checked} hidden names checked over ${a.frames.length + b.frames.length + s.frames.length + s1.frames.length} frames; ${deltas}`);
  for (const c of [a, b, s, s1, outsider]) c.close();
}

// against the computer: its choices are made off the main loop and come
// back as states like a person's
async function vsComputer(ruleset, agent) {
  const seed = rng(5);
  const a = new Client(server.url, `${ruleset}/vs-${agent}`);
  await a.waitFor((m) => m.type === 'welcome');
  a.send({ type: 'create', ruleset, opponent: 'computer', agent, side: 'Light Side', id: 1 });
  const j = (await a.waitFor((m) => m.type === 'joined')).msg;
  assert.equal(j.seat, 'Light Side');
  let mine = 0;
  for (let from = 0; mine < MAX_DECISIONS;) {
    const { msg, index } = await a.waitFor((m) => m.type === 'state' && (m.result || (m.view.options && m.view.deciding === 'Light Side')), from, 30000);
    if (msg.result) {
      assert.ok(msg.decisions > mine, `the computer made choices too (${msg.decisions} decisions, ${mine} ours)`);
      console.log(`ok ${ruleset} against the ${agent} computer: ${msg.decisions} decisions, ${mine} of them ours, result ${msg.result}`);
      checkHidden(a, server.audit);
      a.close();
      return;
    }
    await new Promise((r) => setTimeout(r, 60)); // under the rate limit
    a.send({ type: 'choose', game: j.game, token: j.token, hash: msg.hash, option: pick(msg.view.options, seed).id });
    mine++;
    from = index + 1;
  }
  throw new Error(`${ruleset}: no end against the computer`);
}

function originRefused() {
  const u = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: u.hostname, port: u.port, path: '/ws', headers: {
      Connection: 'Upgrade', Upgrade: 'websocket', 'Sec-WebSocket-Version': '13',
      'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==', 'Sec-WebSocket-Protocol': 'holocron.v1',
      Origin: 'http://elsewhere.example' } });
    req.on('response', (res) => { res.resume(); resolve(res.statusCode); });
    req.on('upgrade', () => reject(new Error('a foreign origin was upgraded')));
    req.on('error', reject);
    req.end();
  });
}

async function rateLimit() {
  const c = new Client(server.url, 'flood');
  await c.waitFor((m) => m.type === 'welcome');
  for (let i = 1; i <= 120; i++) c.send({ type: 'ping', id: i });
  await c.waitFor((m) => m.type === 'error' && m.code === 'rate-limited');
  c.close();
}

// a second server that closes connections silent for 5 seconds: one
// client pings, one says nothing
async function idleTimeout() {
  const quick = await startServer(holocron, ['--idle', '5']);
  try {
    const silent = new Client(quick.url, 'silent');
    const talker = new Client(quick.url, 'talker');
    await Promise.all([silent, talker].map((c) => c.waitFor((m) => m.type === 'welcome')));
    const t0 = Date.now();
    const pinger = setInterval(() => talker.send({ type: 'ping' }), 1000);
    const closed = await Promise.race([silent.closed, new Promise((r) => setTimeout(() => r(null), 15000))]);
    clearInterval(pinger);
    assert.ok(closed, 'a silent connection was not closed in 15 s');
    assert.equal(talker.ws.readyState, 1, 'a connection that pings stays open');
    console.log(`ok idle timeout: a silent connection closed after ${((Date.now() - t0) / 1000).toFixed(1)} s (code ${closed.code})`);
    talker.close();
  } finally {
    await quick.stop();
  }
}

try {
  const idle = idleTimeout();
  assert.equal(await originRefused(), 403, 'a foreign origin gets 403');
  console.log('ok origin: another site is refused');
  await rateLimit();
  console.log('ok rate limit');
  // the page's delta code: a delta on another base than the last state's
  // is not applied; one on it sets, unsets and replaces places
  assert.equal(applyViewDelta({ cards: [] }, 5, { base: 4, set: {}, unset: [], n: 0, cards: [] }), null);
  assert.deepEqual(applyViewDelta({ cards: [{ a: 1 }, { c: 3 }], turn: 1, options: [] }, 5,
    { base: 5, set: { turn: 2 }, unset: ['options'], n: 2, cards: [[1, { b: 2 }]] }), { cards: [{ a: 1 }, { b: 2 }], turn: 2 });
  assert.equal(applyViewDelta({ cards: [{ a: 1 }] }, 5, { base: 5, set: {}, unset: [], n: 3, cards: [[2, { b: 2 }]] }), null, 'a place left empty');
  await playGame('wotc', 7);
  await playGame('lcg', 11);
  await vsComputer('wotc', 'greedy');
  await vsComputer('lcg', 'random');
  await idle;
} catch (e) {
  console.error('FAIL', e.message);
  failed = true;
}
try {
  await server.stop();
} catch (e) {
  console.error('FAIL', e.message);
  failed = true;
}
if (server.stderr().trim()) console.error('server said:\n' + server.stderr());
process.exit(failed ? 1 : 0);
