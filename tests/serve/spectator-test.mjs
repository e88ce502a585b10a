// What a spectator may see, checked without the server's word for it:
// for each ruleset two seats play a whole game by random choices while a
// spectator watches, and every message the spectator received is read
// against what the two seats were sent at the same state (the same public
// hash).  A spectator may identify a card only when both seats identify
// it, never a face-down card, never a card in a hand that the hand's
// opponent cannot identify; no frame may carry a name that only one seat
// knows, nor the text of a card it does not show; it gets no token, no
// options and no prompt.  Independent of --x-audit, which lib.mjs's
// checkHidden trusts.
// Usage: node spectator-test.mjs HOLOCRON
import { startServer, Client, finish, checkViewShape } from './lib.mjs';
import assert from 'node:assert/strict';

const FACE_DOWN = 1 << 1; // HC_CARD_FACE_DOWN, src/core/hc-game.h
const MAX_DECISIONS = 3000;
const holocron = process.argv[2];
const server = await startServer(holocron, [], undefined, false);
const clients = [];
let failed = false;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function rng(s) {
  return () => ((s = (s * 1103515245 + 12345) % 2147483648) / 2147483648);
}

async function connect(name) {
  const c = new Client(server.url, name);
  clients.push(c);
  await c.waitFor((m) => m.type === 'welcome');
  return c;
}

// id -> name of the cards a state lets its receiver identify
function known(msg) {
  const m = new Map();
  for (const c of msg.view.cards) if (c.name !== undefined) m.set(c.id, c.name);
  return m;
}

async function play(ruleset, seedValue) {
  const seed = rng(seedValue);
  const a = await connect(`${ruleset}/dark`);
  const b = await connect(`${ruleset}/light`);
  const s = await connect(`${ruleset}/spectator`);
  a.send({ type: 'create', ruleset, opponent: 'person', side: 'Dark Side', id: 1 });
  const ja = (await a.waitFor((m) => m.type === 'joined')).msg;
  b.send({ type: 'join', game: ja.game, id: 2 });
  const jb = (await b.waitFor((m) => m.type === 'joined')).msg;
  s.send({ type: 'spectate', game: ja.game, id: 3 });
  const js = (await s.waitFor((m) => m.type === 'joined')).msg;
  assert.equal(js.seat, null);
  assert.equal(js.token, undefined, 'a spectator was sent a token');
  const seats = { 'Dark Side': [a, ja.token], 'Light Side': [b, jb.token] };

  let decisions = 0;
  for (;;) {
    const st = a.lastState();
    if (st.result) break;
    if (++decisions > MAX_DECISIONS) throw new Error(`${ruleset}: no end after ${MAX_DECISIONS} decisions`);
    const [c, token] = seats[st.view.deciding];
    const mine = (await c.waitFor((m) => m.type === 'state' && m.decisions === st.decisions && m.view.options)).msg;
    for (;;) {
      const from = c.frames.length;
      const opts = mine.view.options;
      c.send({ type: 'choose', game: ja.game, token, hash: mine.hash, option: opts[Math.floor(seed() * opts.length)].id });
      const r = (await c.waitFor((m) => (m.type === 'state' && m.decisions > st.decisions) || m.type === 'error', from)).msg;
      if (r.type !== 'error') break;
      if (r.code !== 'rate-limited') throw new Error(`${ruleset}: a choice refused: ${JSON.stringify(r)}`);
      await sleep(200);
    }
    await a.waitFor((m) => m.type === 'state' && (m.decisions > st.decisions || m.result));
  }
  // every seat's state has reached the spectator too
  const last = a.lastState();
  await s.waitFor((m) => m.type === 'state' && m.hash === last.hash);
  await b.waitFor((m) => m.type === 'state' && m.hash === last.hash);

  // the seats' views by public hash (one state, one hash)
  const byHash = (c) => {
    const m = new Map();
    for (const f of c.frames) if (f.msg.type === 'state') m.set(f.msg.hash, known(f.msg));
    return m;
  };
  const dark = byHash(a), light = byHash(b);
  // each log line as the seats were sent it, by its seq: every text either
  // read, and the line's other members as the Dark Side got them
  const seatLines = new Map();
  for (const c of [a, b])
    for (const f of c.frames)
      for (const l of (f.msg.type === 'state' && f.msg.log) || []) {
        const e = seatLines.get(l.seq) ?? { texts: new Set(), rest: null };
        e.texts.add(l.text);
        if (c === a) e.rest = JSON.stringify({ ...l, text: undefined });
        seatLines.set(l.seq, e);
      }
  let logLines = 0;
  let frames = 0, names = 0, hands = 0, faceDown = 0;
  for (const f of s.frames) {
    const msg = f.msg;
    assert.equal(msg.token, undefined, `${ruleset}: a token to the spectator`);
    if (msg.type !== 'state') continue;
    checkViewShape(s, msg);
    frames++;
    // a spectator's line: the seats' members less the raw arguments, and
    // a text one seat read (or the placeholder for a line neither may
    // show to it)
    for (const l of msg.log) {
      assert.deepEqual(Object.keys(l), ['seq', 'turn', 'phase', 'actor', 'kind', 'text', 'rule'], `${ruleset}: spectator log line ${JSON.stringify(l)}`);
      const e = seatLines.get(l.seq);
      assert.ok(e, `${ruleset}: a spectator log line no seat got: ${JSON.stringify(l)}`);
      assert.equal(JSON.stringify({ ...l, text: undefined }), e.rest, `${ruleset}: spectator log line ${l.seq} differs from the seats'`);
      assert.ok(e.texts.has(l.text) || l.text === '(a step only the players may know)', `${ruleset}: spectator log line ${l.seq} "${l.text}" is neither seat's`);
      logLines++;
    }
    const kd = dark.get(msg.hash), kl = light.get(msg.hash);
    assert.ok(kd && kl, `${ruleset}: the spectator saw state ${msg.hash} (decision ${msg.decisions}), which the ${kd ? 'Light' : 'Dark'} Side never got`);
    assert.equal(msg.prompt, undefined, `${ruleset}: a prompt to the spectator`);
    assert.equal(msg.view.options, undefined, `${ruleset}: options to the spectator`);
    const mine = known(msg);
    for (const c of msg.view.cards) {
      if (c.zone === 'hand') hands++;
      if (c.flags & FACE_DOWN) faceDown++;
      if (c.name === undefined) continue;
      names++;
      assert.ok(!(c.flags & FACE_DOWN), `${ruleset}: the face-down card ${c.id} "${c.name}" named to the spectator`);
      assert.equal(kd.get(c.id), c.name, `${ruleset}: "${c.name}" (${c.id}, ${c.zone}) named to the spectator, not known to the Dark Side`);
      assert.equal(kl.get(c.id), c.name, `${ruleset}: "${c.name}" (${c.id}, ${c.zone}) named to the spectator, not known to the Light Side`);
    }
    // a name one seat knows and the other does not appears nowhere, unless
    // the spectator also sees a copy or a longer name that holds it
    const shown = new Set(mine.values());
    for (const t of Object.keys(msg.texts || {}))
      assert.ok(shown.has(t), `${ruleset}: the text of "${t}", which the spectator is not shown`);
    const secret = new Set();
    for (const [x, y] of [[kd, kl], [kl, kd]])
      for (const [id, name] of x) if (y.get(id) !== name && !shown.has(name)) secret.add(name);
    // (a card's text may name another card: Vader's enhancements name
    // Darth Vader; the texts were checked to be of shown cards above)
    let raw = JSON.stringify({ ...msg, texts: {} });
    for (const k of shown) if (k) raw = raw.split(k).join('');
    for (const name of secret)
      assert.ok(!raw.includes(name), `${ruleset}: frame seq ${msg.seq} names "${name}", which only one seat knows: ...${raw.slice(Math.max(0, raw.indexOf(name) - 200), raw.indexOf(name) + 60)}`);
  }
  assert.ok(frames > 10 && hands > 0 && logLines > 10, `${ruleset}: too little seen to check (${frames} frames, ${hands} hand cards, ${logLines} log lines)`);
  console.log(`ok ${ruleset}: ${decisions} decisions, "${last.result}"; the spectator's ${s.frames.length} messages read: ${frames} states, ${logLines} log lines each a seat's, ${names} named cards each named alike to both seats, ${hands} hand and ${faceDown} face-down card entries, no name only one seat knew`);
}

// Spectators see more only when both players let them: one player's
// consent leaves the public view; both open it to what either player may
// identify (each side's hand); one withdrawing closes it again.
async function open(ruleset, seedValue) {
  const seed = rng(seedValue);
  const a = await connect(`${ruleset}/open dark`);
  const b = await connect(`${ruleset}/open light`);
  const s = await connect(`${ruleset}/open spectator`);
  a.send({ type: 'create', ruleset, opponent: 'person', side: 'Dark Side', id: 1 });
  const ja = (await a.waitFor((m) => m.type === 'joined')).msg;
  b.send({ type: 'join', game: ja.game, id: 2 });
  const jb = (await b.waitFor((m) => m.type === 'joined')).msg;
  s.send({ type: 'spectate', game: ja.game, id: 3 });
  await s.waitFor((m) => m.type === 'joined');
  const seats = { 'Dark Side': [a, ja.token], 'Light Side': [b, jb.token] };
  const game = ja.game;
  // refused: a forged token, a spectator's prefs, prefs saying nothing
  const refuse = async (c, msg, code) => {
    const from = c.frames.length;
    c.send(msg);
    const r = (await c.waitFor((m) => m.type === 'error', from)).msg;
    assert.equal(r.code, code, JSON.stringify(r));
  };
  await refuse(s, { type: 'prefs', game, token: 'f'.repeat(48), show_spectators: true }, 'bad-token');
  await refuse(b, { type: 'prefs', game, token: ja.token, show_spectators: true }, 'not-seated');
  await refuse(a, { type: 'prefs', game, token: ja.token }, 'bad-message');
  await refuse(a, { type: 'prefs', game, token: ja.token, show_spectators: 'yes' }, 'bad-message');

  // the view the spectator got at a state, read against both seats' at the
  // same public hash: `both` the public view, else the open one
  const check = async (both) => {
    const st = a.lastState();
    const want = both ? 'public' : 'open';
    const sv = (await s.waitFor((m) => m.type === 'state' && m.hash === st.hash && m.spectators === want)).msg;
    const kd = known((await a.waitFor((m) => m.type === 'state' && m.hash === st.hash)).msg);
    const kl = known((await b.waitFor((m) => m.type === 'state' && m.hash === st.hash)).msg);
    checkViewShape(s, sv);
    assert.equal(sv.prompt, undefined);
    assert.equal(sv.view.options, undefined);
    let onlyOne = 0;
    for (const c of sv.view.cards) {
      if (c.name === undefined) continue;
      const d = kd.get(c.id) === c.name, l = kl.get(c.id) === c.name;
      if (both) assert.ok(d && l, `${ruleset}: "${c.name}" named to a public spectator, not known to both`);
      else assert.ok(d || l, `${ruleset}: "${c.name}" named to an open spectator, known to neither seat`);
      if (d !== l) onlyOne++;
    }
    // open: every card one seat knows is named (hands included)
    if (!both)
      for (const [k, other] of [[kd, kl], [kl, kd]])
        for (const [id, name] of k)
          assert.equal(sv.view.cards.find((c) => c.id === id)?.name, name, `${ruleset}: "${name}" (${id}) known to a seat and not shown to the open spectator`);
    return onlyOne;
  };
  const step = async () => {
    const st = a.lastState();
    if (st.result) return false;
    const [c, token] = seats[st.view.deciding];
    const mine = (await c.waitFor((m) => m.type === 'state' && m.decisions === st.decisions && m.view.options)).msg;
    for (;;) {
      const from = c.frames.length;
      const opts = mine.view.options;
      c.send({ type: 'choose', game, token, hash: mine.hash, option: opts[Math.floor(seed() * opts.length)].id });
      const r = (await c.waitFor((m) => (m.type === 'state' && m.decisions > st.decisions) || m.type === 'error', from)).msg;
      if (r.type !== 'error') break;
      assert.equal(r.code, 'rate-limited', JSON.stringify(r));
      await sleep(200);
    }
    for (const x of [a, b, s]) await x.waitFor((m) => m.type === 'state' && (m.decisions > st.decisions || m.result));
    return true;
  };
  const prefs = async (c, token, on, want) => {
    const from = s.frames.length;
    c.send({ type: 'prefs', game, token, show_spectators: on });
    await s.waitFor((m) => m.type === 'state' && m.full && JSON.stringify(m.show_spectators) === JSON.stringify(want), from);
    for (const x of [a, b]) await x.waitFor((m) => m.type === 'state' && JSON.stringify(m.show_spectators) === JSON.stringify(want));
  };
  for (let i = 0; i < 4; i++) await step();
  // one consent: still public
  await prefs(a, ja.token, true, ['Dark Side']);
  assert.equal(await check(true), 0);
  // both: open, and cards only one seat knows are shown
  await prefs(b, jb.token, true, ['Dark Side', 'Light Side']);
  let shown = await check(false);
  let steps = 0;
  for (let i = 0; i < 10 && (await step()); i++) { shown += await check(false); steps++; }
  assert.ok(shown > 0, `${ruleset}: the open spectator was shown no card only one seat knows`);
  // the seats' own views do not widen: no seat is named a card the other
  // alone knows (the players are not spectators)
  const sd = known(a.lastState()), sl = known(b.lastState());
  const handD = b.lastState().view.cards.filter((c) => c.zone === 'hand' && c.zone_player === 'Dark Side' && c.name).length;
  assert.equal(handD, 0, `${ruleset}: the Light Side sees the Dark Side's hand`);
  // one withdraws: public again, the log read anew
  await prefs(b, jb.token, false, ['Dark Side']);
  assert.equal(await check(true), 0);
  for (let i = 0; i < 3 && (await step()); i++) assert.equal(await check(true), 0);
  console.log(`ok open ${ruleset}: one consent kept the spectator public; both showed it ${shown} names only one seat knew over ${steps + 1} states (every card either seat knew); a withdrawal made it public again; forged, unseated and empty prefs refused (${sd.size}/${sl.size} cards named to the seats)`);
}

// against the computer its player alone opens the game to spectators
async function openSolo() {
  const p = await connect('solo player');
  const s = await connect('solo spectator');
  p.send({ type: 'create', ruleset: 'lcg', opponent: 'computer', side: 'Light Side', id: 1 });
  const j = (await p.waitFor((m) => m.type === 'joined')).msg;
  s.send({ type: 'spectate', game: j.game, id: 2 });
  const first = (await s.waitFor((m) => m.type === 'state')).msg;
  assert.equal(first.spectators, 'public');
  p.send({ type: 'prefs', game: j.game, token: j.token, show_spectators: true });
  const st = (await s.waitFor((m) => m.type === 'state' && m.spectators === 'open')).msg;
  checkViewShape(s, st);
  // it names what the computer alone knows (at the start, the Dark Side's
  // chosen objectives), which the player's own view does not
  const ps = (await p.waitFor((m) => m.type === 'state' && m.hash === st.hash)).msg;
  const mine = known(ps);
  const more = st.view.cards.filter((c) => c.name && !mine.has(c.id));
  assert.ok(more.length > 0, 'the open spectator sees nothing the player does not');
  for (const c of ps.view.cards) if (c.name) assert.equal(st.view.cards.find((x) => x.id === c.id)?.name, c.name, `"${c.name}" known to the player, not to the open spectator`);
  console.log(`ok open solo: the player alone opened the game; the spectator sees all the player does and ${more.length} cards only the computer knows (${more[0].zone})`);
}

try {
  await openSolo();
  await open('wotc', 21);
  await open('lcg', 22);
  await play('wotc', 11);
  await play('lcg', 12);
} catch (e) {
  console.error('FAIL', e.stack || e.message);
  failed = true;
}
for (const c of clients) c.close();
await finish(server, failed);
