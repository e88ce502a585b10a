// The options a game is created with and the time it is played in
// (doc/protocol.md): chess clocks (a side whose time runs out loses), the
// grace period of a dropped seat (back in time: nothing; not back: the
// other claims the win or gives the seat to the computer), a joiner's own
// deck, auto-pass where a side has nothing to play, and decks pasted or
// imported (a list, a .dek, an .o8d), checked with the CLI's errors and
// capped in size, or named (the ruleset's own deck files).  Every frame is checked against what the server hid.
// Usage: node options-test.mjs HOLOCRON
import { startServer, Client, checkHidden, finish } from './lib.mjs';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import url from 'node:url';

const holocron = process.argv[2];
const root = path.resolve(path.dirname(url.fileURLToPath(import.meta.url)), '../..');
const server = await startServer(holocron, ['--grace', '2']);
const clients = [];
let failed = false;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function connect(name) {
  const c = new Client(server.url, name);
  clients.push(c);
  await c.waitFor((m) => m.type === 'welcome');
  return c;
}
let nextId = 1;
async function ask(c, msg, pred = () => true, ms = 10000) {
  const id = nextId++;
  const from = c.frames.length;
  c.send({ ...msg, id });
  return (await c.waitFor((m) => m.re === id && pred(m), from, ms)).msg;
}
async function personGame(extra = {}, ruleset = 'wotc') {
  const a = await connect('dark');
  const b = await connect('light');
  const ja = await ask(a, { type: 'create', ruleset, opponent: 'person', side: 'Dark Side', ...extra }, (m) => m.type === 'joined' || m.type === 'error');
  assert.equal(ja.type, 'joined', JSON.stringify(ja));
  const jb = await ask(b, { type: 'join', game: ja.game }, (m) => m.type === 'joined');
  await a.waitFor((m) => m.type === 'state' && m.players.every((p) => p.connected));
  await b.waitFor((m) => m.type === 'state');
  return { game: ja.game, a, b, ta: ja.token, tb: jb.token };
}

async function clocks() {
  const { game, a, b, ta, tb } = await personGame({ clock_seconds: 3, clock_increment: 1 });
  const first = a.frames.find((f) => f.msg.type === 'state').msg;
  assert.ok(first.clocks.every((x) => !x.running), 'a clock ran before the opponent came');
  const st = (await a.waitFor((m) => m.type === 'state' && m.clocks?.some((x) => x.running))).msg;
  assert.equal(st.clocks.length, 2);
  const decider = st.view.deciding;
  assert.ok(st.clocks.find((c) => c.side === decider).running, 'the deciding side\'s clock runs');
  assert.ok(st.clocks.every((c) => c.ms <= 3000 && c.increment_ms === 1000));
  // one choice: the chooser's clock stops and gains the increment
  const [c, t] = decider === 'Dark Side' ? [a, ta] : [b, tb];
  const mine = (await c.waitFor((m) => m.type === 'state' && m.view.options)).msg;
  const from = c.frames.length;
  c.send({ type: 'choose', game, token: t, hash: mine.hash, option: mine.view.options[0].id });
  const after = (await c.waitFor((m) => m.type === 'state' && m.decisions === 1, from)).msg;
  const left = after.clocks.find((x) => x.side === decider);
  assert.ok(left.ms > 3000, `the increment was not added: ${left.ms} ms left`);
  // nobody moves now: whoever decides runs out of time and loses
  const loser = after.view.deciding;
  const t0 = Date.now();
  const end = (await a.waitFor((m) => m.type === 'state' && m.result, 0, 15000)).msg;
  assert.equal(end.end_reason, 'time');
  assert.notEqual(end.result, loser, 'the side out of time won');
  assert.equal(end.view.options, undefined, 'options after the flag fell');
  assert.ok(end.clocks.find((x) => x.side === loser).ms === 0);
  const [lc, lt] = loser === 'Dark Side' ? [a, ta] : [b, tb];
  const late = await ask(lc, { type: 'choose', game, token: lt, hash: end.hash, option: 0 }, (m) => m.type === 'error');
  assert.equal(late.code, 'over');
  const rep = await ask(a, { type: 'replay', game, step: end.decisions }, (m) => m.type === 'replay');
  assert.equal(rep.end_reason, 'time');
  console.log(`ok clocks: the ${decider} gained its increment (${left.ms} ms left), the ${loser} lost on time after ${((Date.now() - t0) / 1000).toFixed(1)} s; a late choice refused, the replay ends "time"`);
}

async function grace() {
  // back within the grace period: the game goes on
  const g1 = await personGame();
  g1.b.close();
  await g1.b.closed;
  await sleep(500);
  const back = await connect('light again');
  await ask(back, { type: 'rejoin', game: g1.game, token: g1.tb }, (m) => m.type === 'joined');
  await sleep(3500);
  assert.ok(!g1.a.lastState().result, 'a seat back in time lost');
  // not back: the one who stayed is asked, and claims the win
  const g2 = await personGame();
  const pinger = setInterval(() => g2.a.send({ type: 'ping' }), 1000);
  g2.b.close();
  const t0 = Date.now();
  const offer = (await g2.a.waitFor((m) => m.type === 'state' && m.dropped, 0, 10000)).msg;
  assert.equal(offer.dropped, 'Light Side');
  assert.ok(!offer.result, 'the game ended before the one who stayed answered');
  const waited = (Date.now() - t0) / 1000;
  const bad = await ask(g2.a, { type: 'claim', game: g2.game, token: g2.ta, take: 'draw' }, (m) => m.type === 'error');
  assert.equal(bad.code, 'bad-message');
  g2.a.send({ type: 'claim', game: g2.game, token: g2.ta, take: 'win' });
  const end = (await g2.a.waitFor((m) => m.type === 'state' && m.result, 0, 10000)).msg;
  assert.equal(end.result, 'Dark Side');
  assert.equal(end.end_reason, 'abandoned');
  assert.equal(end.dropped, undefined);
  // or hands the seat to the computer, which plays it; the old token is dead
  const g3 = await personGame();
  const pinger3 = setInterval(() => g3.a.send({ type: 'ping' }), 1000);
  g3.b.close();
  await g3.a.waitFor((m) => m.type === 'state' && m.dropped, 0, 10000);
  const early = await ask(g3.a, { type: 'claim', game: g3.game, token: g3.ta, take: 'computer', agent: 'nobody' }, (m) => m.type === 'error');
  assert.equal(early.code, 'bad-message');
  const from = g3.a.frames.length;
  g3.a.send({ type: 'claim', game: g3.game, token: g3.ta, take: 'computer', agent: 'random' });
  const handed = (await g3.a.waitFor((m) => m.type === 'state' && m.players.find((p) => p.side === 'Light Side').player === 'computer', from)).msg;
  assert.ok(!handed.result && !handed.dropped && handed.vs_computer);
  // the Dark Side plays on, and the computer answers for the Light
  for (let n = 0; n < 200 && !g3.a.lastState().view.deciding?.startsWith('Light'); n++) {
    const st = g3.a.lastState();
    if (st.view.options?.length) {
      const at = g3.a.frames.length;
      g3.a.send({ type: 'choose', game: g3.game, token: g3.ta, hash: st.hash, option: st.view.options[0].id });
      await g3.a.waitFor((m) => (m.type === 'state' && m.decisions > st.decisions) || m.type === 'error', at);
    } else await sleep(50);
  }
  const before = g3.a.lastState().decisions;
  await g3.a.waitFor((m) => m.type === 'state' && m.decisions > before, 0, 10000);
  clearInterval(pinger3);
  const again = await connect('light after the computer');
  const dead = await ask(again, { type: 'rejoin', game: g3.game, token: g3.tb }, (m) => m.type === 'error');
  assert.equal(dead.code, 'bad-token');
  console.log(`ok grace: a seat back within 2 s plays on; one not back is offered after ${waited.toFixed(1)} s; "win" ends it "abandoned"; "computer" gives the seat to the computer, which moves, and the old token opens nothing`);
}

async function joinDeck() {
  const text = (f) => fs.readFileSync(path.join(root, f), 'utf8');
  const a = await connect('dark waiting');
  const b = await connect('light with a deck');
  const ja = await ask(a, { type: 'create', ruleset: 'wotc', opponent: 'person', side: 'Dark Side' }, (m) => m.type === 'joined');
  const st0 = (await a.waitFor((m) => m.type === 'state')).msg;
  // nobody chooses before the seat is taken: the joiner's deck deals again
  const creatorDecides = !!st0.view.options?.length;
  if (creatorDecides) {
    const w = await ask(a, { type: 'choose', game: ja.game, token: ja.token, hash: st0.hash, option: st0.view.options[0].id }, (m) => m.type === 'error');
    assert.equal(w.code, 'waiting');
  }
  // an illegal deck leaves the seat open, with the deck rules' words
  const wrong = await ask(b, { type: 'join', game: ja.game, deck: text('data/wotc/decks/dark-separatists.deck') }, (m) => m.type === 'error' || m.type === 'joined');
  assert.equal(wrong.type, 'error');
  assert.equal(wrong.code, 'bad-deck');
  assert.match(wrong.message, /not a legal wotc deck for Light Side/);
  const list = await ask(b, { type: 'list' }, (m) => m.type === 'lobby');
  assert.deepEqual(list.games.find((g) => g.game === ja.game).open_seats, ['Light Side']);
  const unknown = await ask(b, { type: 'join', game: ja.game, deck: '4 Not A Card At All\n' }, (m) => m.type === 'error');
  assert.match(unknown.message, /Light Side deck:1:\d+: unknown card/);
  // a legal one takes the seat; the creator is sent the new deal whole
  const from = a.frames.length;
  const jb = await ask(b, { type: 'join', game: ja.game, deck: text('data/wotc/decks/light-republic.deck') }, (m) => m.type === 'joined' || m.type === 'error');
  assert.equal(jb.type, 'joined', JSON.stringify(jb));
  await a.waitFor((m) => m.type === 'state' && m.full, from);
  const names = (f) => new Set(text(f).split('\n').filter((l) => /^\d/.test(l)).map((l) => l.replace(/^\d+\s+/, '').trim()));
  const republic = names('data/wotc/decks/light-republic.deck');
  const sb = (await b.waitFor((m) => m.type === 'state')).msg;
  const hand = sb.view.cards.filter((c) => c.name && c.zone === 'hand' && c.zone_player === 'Light Side').map((c) => c.name);
  assert.ok(hand.length > 0, 'the joiner sees no hand');
  for (const n of hand) assert.ok(republic.has(n), `"${n}" in the joiner's hand is not in the deck it brought`);
  // the game is kept with that deck: the save in the state folder names it
  await sleep(1500);
  const save = JSON.parse(fs.readFileSync(path.join(server.stateDir, `${ja.game}.save`), 'utf8'));
  const kept = JSON.stringify(save.decks[1]);
  for (const n of republic) assert.ok(kept.includes(JSON.stringify(n).slice(1, -1)), `the kept Light Side deck lacks "${n}"`);
  console.log(`ok join deck: an illegal and an unknown deck refused with the seat left open; a legal one dealt (the joiner's hand of ${hand.length} from it, the save keeps it)${creatorDecides ? '; the creator\'s choice before it refused "waiting"' : ''}`);
}

async function autoPass() {
  // the lcg: long games with an action window at every step
  const { game, a, b, ta, tb } = await personGame({}, 'lcg');
  const seats = { 'Dark Side': [a, ta], 'Light Side': [b, tb] };
  let chosen = 0, seed = 3;
  const rand = (n) => Math.floor(((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648) * n);
  // without the preference, until a priority window is offered
  const before = [];
  const play = async () => {
    // the newest state either side has: both are sent every state
    const [sa, sb] = [a.lastState(), b.lastState()];
    const st = !sb || sa.decisions >= sb.decisions ? sa : sb;
    const [c, t] = seats[st.view.deciding];
    const { msg } = await c.waitFor((m) => m.type === 'state' && m.hash === st.hash && m.view.options);
    const from = c.frames.length;
    await sleep(60);
    c.send({ type: 'choose', game, token: t, hash: msg.hash, option: msg.view.options[rand(msg.view.options.length)].id });
    await c.waitFor((m) => m.type === 'state' && m.decisions > msg.decisions, from);
    await a.waitFor((m) => m.type === 'state' && m.decisions > msg.decisions);
  };
  for (let i = 0; i < 200 && !a.lastState().result; i++) {
    await play();
    before.push(...a.frames, ...b.frames);
    if (before.some((f) => f.msg.type === 'state' && f.msg.view.options?.some((o) => o.id === 0 && /^pass/i.test(o.label)))) break;
  }
  // forged or malformed: refused, nothing changes (once both seats have
  // the newest state, no other may come)
  const newest = [a.lastState(), b.lastState()].sort((x, y) => y.decisions - x.decisions)[0];
  for (const c of [a, b]) await c.waitFor((m) => m.type === 'state' && m.hash === newest.hash);
  for (const [msg, code] of [[{ type: 'prefs', game, token: 'f'.repeat(48), auto_pass: true }, 'bad-token'],
    [{ type: 'prefs', game, token: ta, auto_pass: true }, 'not-seated'],
    [{ type: 'prefs', game, token: tb, auto_pass: 'yes' }, 'bad-message'],
    [{ type: 'prefs', game: 999999, token: tb, auto_pass: true }, 'no-game']]) {
    const from = b.frames.length;
    const r = await ask(b, msg, (m) => m.type === 'error');
    assert.equal(r.code, code);
    assert.ok(b.frames.slice(from).every((f) => f.msg.type !== 'state'), 'a refused prefs sent a state');
  }
  for (const [c, t] of Object.values(seats)) {
    const from = c.frames.length;
    c.send({ type: 'prefs', game, token: t, auto_pass: true });
    await c.waitFor((m) => m.type === 'state' && m.auto_pass === true, from);
  }
  // from each side's last state on (its answer to the preference)
  const lastStateIndex = (c) => c.frames.findLastIndex((f) => f.msg.type === 'state');
  const since = { 'Dark Side': lastStateIndex(a), 'Light Side': lastStateIndex(b) };
  const start = a.lastState().decisions;
  for (; chosen < 40 && !a.lastState().result; chosen++) await play();
  // the core's priority window offers its pass as option 0
  const windowPass = (m) => m.type === 'state' && m.view.options?.some((o) => o.id === 0 && /^pass/i.test(o.label));
  for (const [side, [c]] of Object.entries(seats))
    assert.ok(!c.frames.slice(since[side]).some((f) => windowPass(f.msg)), `the ${side} was asked in a priority window`);
  // before the preference such windows were asked
  assert.ok(before.some((f) => windowPass(f.msg)), 'no priority window came before the preference');
  const decisions = a.lastState().decisions - start;
  assert.ok(decisions > chosen, `no pass was made for the players (${decisions} decisions, ${chosen} chosen)`);
  console.log(`ok auto-pass: after the preference ${chosen} choices made and ${decisions - chosen} window passes made by the server, no window offered`);
}

async function decks() {
  const c = await connect('decks');
  const text = (f) => fs.readFileSync(path.join(root, f), 'utf8');
  const create = (extra) => ask(c, { type: 'create', opponent: 'computer', ...extra }, (m) => m.type === 'joined' || m.type === 'error');
  // a plain list for each side
  const ok = await create({ ruleset: 'wotc', side: 'Dark Side', deck: text('data/wotc/decks/dark-separatists.deck'),
    opponent_deck: text('data/wotc/decks/light-republic.deck') });
  assert.equal(ok.type, 'joined', JSON.stringify(ok));
  // imported: an OCTGN .o8d and a LackeyCCG .dek, as `cards export-deck` writes them
  const o8d = execFileSync(holocron, ['cards', 'export-deck', '--ruleset', 'lcg', '--format', 'o8d', path.join(root, 'data/lcg/decks/dark-core.deck')], { encoding: 'utf8' });
  const j2 = await create({ ruleset: 'lcg', side: 'Dark Side', deck: o8d });
  assert.equal(j2.type, 'joined', JSON.stringify(j2));
  const dek = execFileSync(holocron, ['cards', 'export-deck', '--ruleset', 'wotc', '--format', 'dek', path.join(root, 'data/wotc/decks/light-mixed.deck')], { encoding: 'utf8' });
  const j3 = await create({ ruleset: 'wotc', side: 'Light Side', deck: dek });
  assert.equal(j3.type, 'joined', JSON.stringify(j3));
  // refused with what the CLI says
  const refused = async (extra, code, re) => {
    const r = await create(extra);
    assert.equal(r.type, 'error', `accepted: ${JSON.stringify(extra).slice(0, 100)}`);
    assert.equal(r.code, code, JSON.stringify(r));
    assert.match(r.message, re);
  };
  await refused({ ruleset: 'wotc', deck: '4 Not A Card At All\n' }, 'bad-deck', /Dark Side deck:1:\d+: unknown card/);
  await refused({ ruleset: 'wotc', deck: text('data/wotc/decks/light-republic.deck') }, 'bad-deck', /not a legal wotc deck for Dark Side/);
  await refused({ ruleset: 'lcg', deck: text('data/lcg/decks/octgn/Core-Starter-Sith.o8d') }, 'bad-deck', /8 objective sets; at least 10/);
  await refused({ ruleset: 'wotc', deck: '1 x\n'.repeat(7000) }, 'bad-message', /1 to 24576 bytes/);
  await refused({ ruleset: 'wotc', opponent: 'person', opponent_deck: text('data/wotc/decks/light-republic.deck') }, 'bad-message', /against the computer/);
  // too big to be read at all: refused before its id is known
  const from = c.frames.length;
  c.send({ type: 'create', ruleset: 'wotc', deck: 'a'.repeat(24000), opponent_deck: 'b'.repeat(24000), pad: 'c'.repeat(12000) });
  const big = (await c.waitFor((m) => m.type === 'error', from)).msg;
  assert.equal(big.code, 'too-large');
  console.log('ok decks: a pasted list, an imported .o8d and .dek start games; unknown cards, the wrong side, a starter deck, an oversized deck and message refused with the CLI\'s words');
}

// the ruleset's own decks, offered by name at create and join
async function namedDecks() {
  const text = (f) => fs.readFileSync(path.join(root, f), 'utf8');
  const names = (f) => new Set(text(f).split('\n').filter((l) => /^\d/.test(l)).map((l) => l.replace(/^\d+\s+/, '').trim()));
  const c = await connect('named decks');
  const welcome = c.frames.find((f) => f.msg.type === 'welcome').msg;
  const offered = {};
  for (const r of welcome.rulesets) {
    offered[r.id] = r.decks;
    assert.ok(r.decks.length >= 2, `${r.id} offers ${r.decks.length} decks`);
    for (const d of r.decks) {
      assert.ok(fs.existsSync(path.join(root, 'data', r.id, 'decks', `${d.name}.deck`)), `${r.id} offers "${d.name}", which is no deck file`);
      assert.ok(r.sides.includes(d.side) && d.title && d.cards > 0, JSON.stringify(d));
    }
    for (const side of r.sides) assert.ok(r.decks.some((d) => d.side === side), `${r.id} offers no ${side} deck`);
  }
  const side = (id, name) => offered[id].find((d) => d.name === name)?.side;
  assert.equal(side('wotc', 'dark-separatists'), 'Dark Side');
  assert.equal(side('wotc', 'light-republic'), 'Light Side');
  assert.equal(side('lcg', 'sith'), 'Dark Side');
  const create = (extra) => ask(c, { type: 'create', opponent: 'computer', ...extra }, (m) => m.type === 'joined' || m.type === 'error');
  // both sides by name: the creator's hand is dealt from its deck, the
  // kept save holds both
  const j = await create({ ruleset: 'wotc', side: 'Dark Side', deck_name: 'dark-separatists', opponent_deck_name: 'light-republic' });
  assert.equal(j.type, 'joined', JSON.stringify(j));
  const st = (await c.waitFor((m) => m.type === 'state' && m.game === j.game)).msg;
  const seps = names('data/wotc/decks/dark-separatists.deck');
  const hand = st.view.cards.filter((x) => x.name && x.zone === 'hand' && x.zone_player === 'Dark Side').map((x) => x.name);
  assert.ok(hand.length > 0, 'no hand');
  for (const n of hand) assert.ok(seps.has(n), `"${n}" in hand is not in dark-separatists`);
  // written within a second or so; the writer's fsync may be slower on a
  // loaded machine
  const savePath = path.join(server.stateDir, `${j.game}.save`);
  for (let i = 0; i < 100 && !fs.existsSync(savePath); i++) await sleep(100);
  const save = JSON.parse(fs.readFileSync(savePath, 'utf8'));
  for (const n of names('data/wotc/decks/light-republic.deck')) assert.ok(JSON.stringify(save.decks[1]).includes(JSON.stringify(n).slice(1, -1)), `the kept Light Side deck lacks "${n}"`);
  // a Core Set starter deck plays by name as `holocron play --dark sith`
  // does, though pasted it is refused as short of a constructed deck
  const starter = await create({ ruleset: 'lcg', side: 'Dark Side', deck_name: 'sith' });
  assert.equal(starter.type, 'joined', JSON.stringify(starter));
  const refused = async (extra, code, re) => {
    const r = await create(extra);
    assert.equal(r.type, 'error', `accepted: ${JSON.stringify(extra)}`);
    assert.equal(r.code, code, JSON.stringify(r));
    assert.match(r.message, re);
  };
  await refused({ ruleset: 'wotc', deck_name: 'no-such-deck' }, 'bad-deck', /no deck named "no-such-deck" for wotc \(offered: dark-/);
  await refused({ ruleset: 'wotc', deck_name: '../../lcg/decks/sith' }, 'bad-deck', /no deck named/);
  await refused({ ruleset: 'wotc', deck_name: path.join(root, 'data/wotc/decks/dark-mixed') }, 'bad-deck', /no deck named/);
  await refused({ ruleset: 'wotc', side: 'Dark Side', deck_name: 'light-republic' }, 'bad-deck', /"light-republic" is a Light Side deck, not one for Dark Side/);
  await refused({ ruleset: 'lcg', side: 'Light Side', opponent_deck_name: 'jedi' }, 'bad-deck', /is a Light Side deck, not one for Dark Side/);
  await refused({ ruleset: 'wotc', deck: text('data/wotc/decks/dark-separatists.deck'), deck_name: 'dark-separatists' }, 'bad-message', /give one deck, not both/);
  await refused({ ruleset: 'wotc', opponent: 'person', opponent_deck_name: 'light-republic' }, 'bad-message', /against the computer/);
  // the joiner names its deck: the wrong side's is refused, the seat stays open
  const a = await connect('named creator');
  const b = await connect('named joiner');
  const ja = await ask(a, { type: 'create', ruleset: 'wotc', opponent: 'person', side: 'Dark Side', deck_name: 'dark-mixed' }, (m) => m.type === 'joined' || m.type === 'error');
  assert.equal(ja.type, 'joined', JSON.stringify(ja));
  const wrong = await ask(b, { type: 'join', game: ja.game, deck_name: 'dark-separatists' }, (m) => m.type === 'error' || m.type === 'joined');
  assert.equal(wrong.code, 'bad-deck', JSON.stringify(wrong));
  const jb = await ask(b, { type: 'join', game: ja.game, deck_name: 'light-republic' }, (m) => m.type === 'joined' || m.type === 'error');
  assert.equal(jb.type, 'joined', JSON.stringify(jb));
  const sb = (await b.waitFor((m) => m.type === 'state' && m.game === ja.game)).msg;
  const rep = names('data/wotc/decks/light-republic.deck');
  const bhand = sb.view.cards.filter((x) => x.name && x.zone === 'hand' && x.zone_player === 'Light Side').map((x) => x.name);
  assert.ok(bhand.length > 0, 'the joiner sees no hand');
  for (const n of bhand) assert.ok(rep.has(n), `"${n}" in the joiner's hand is not in light-republic`);
  const sa = (await a.waitFor((m) => m.type === 'state' && m.full && m.players.every((p) => p.connected))).msg;
  const mixed = names('data/wotc/decks/dark-mixed.deck');
  for (const x of sa.view.cards.filter((x) => x.name && x.zone === 'hand' && x.zone_player === 'Dark Side'))
    assert.ok(mixed.has(x.name), `"${x.name}" in the creator's hand is not in dark-mixed after the new deal`);
  console.log(`ok named decks: ${offered.wotc.length} wotc and ${offered.lcg.length} lcg decks offered, each a deck file of its side; both sides of a game by name (hand and save from them), a starter deck by name, the joiner's by name after a refused one of the wrong side; unknown names, paths, the wrong side and a deck both pasted and named refused`);
}

// --max-games: a server full of games refuses one more, and a finished
// game nobody watches makes room for a new one
async function gameCap() {
  const small = await startServer(holocron, ['--max-games', '2']);
  const mine = [];
  const open = async (name) => {
    const c = new Client(small.url, name);
    mine.push(c);
    await c.waitFor((m) => m.type === 'welcome');
    return c;
  };
  try {
    const a = await open('cap-a');
    const first = await ask(a, { type: 'create', ruleset: 'wotc', opponent: 'person', clock_seconds: 1 }, (m) => m.type === 'joined');
    const b = await open('cap-b');
    await ask(b, { type: 'join', game: first.game }, (m) => m.type === 'joined');
    const c = await open('cap-c');
    const second = await ask(c, { type: 'create', ruleset: 'lcg', opponent: 'person' }, (m) => m.type === 'joined' || m.type === 'error');
    assert.equal(second.type, 'joined', JSON.stringify(second));
    const d = await open('cap-d');
    const full = await ask(d, { type: 'create', ruleset: 'wotc', opponent: 'computer', agent: 'random' }, (m) => m.type === 'joined' || m.type === 'error');
    assert.equal(full.type, 'error', 'a third game on a server of two');
    assert.equal(full.code, 'full');
    assert.match(full.message, /has 2 games already/);
    // the first game ends on time; once its players leave it makes room
    await a.waitFor((m) => m.type === 'state' && m.result, 0, 15000);
    a.close();
    b.close();
    await sleep(300);
    const again = await ask(d, { type: 'create', ruleset: 'wotc', opponent: 'computer', agent: 'random' }, (m) => m.type === 'joined' || m.type === 'error');
    assert.equal(again.type, 'joined', `a finished game nobody watches still takes room: ${JSON.stringify(again)}`);
    console.log('ok max games: the third game on a server of two refused (full), made once a finished game was left');
  } finally {
    for (const c of mine) c.close();
    await small.stop();
  }
}

try {
  await gameCap();
  await namedDecks();
  await clocks();
  await grace();
  await joinDeck();
  await autoPass();
  await decks();
  let checked = 0;
  for (const c of clients) checked += checkHidden(c, server.audit);
  console.log(`ok hidden: ${checked} hidden names checked over ${clients.reduce((n, c) => n + c.frames.length, 0)} frames`);
} catch (e) {
  console.error('FAIL', e.stack || e.message);
  failed = true;
}
for (const c of clients) c.close();
await finish(server, failed);
