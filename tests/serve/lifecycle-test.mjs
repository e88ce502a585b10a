// What happens to a game over its life beyond choices (doc/protocol.md):
// the server is stopped mid-game and started again on the same state
// folder, and both players come back to their seats and play on; undo
// asked, declined, accepted, and free against the computer; a finished
// game stepped through forwards and backwards from each side's view and
// the public one.  Every frame, replays included, is checked against what
// the server hid from its receiver.
// Usage: node lifecycle-test.mjs HOLOCRON
import { startServer, Client, checkHidden } from './lib.mjs';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const holocron = process.argv[2];
let failed = false;
let seedState = 12345;
const rand = (n) => Math.floor(((seedState = (seedState * 1103515245 + 12345) % 2147483648) / 2147483648) * n);
const sha256 = (t) => crypto.createHash('sha256').update(t).digest('hex');

async function connect(url, name) {
  const c = new Client(url, name);
  await c.waitFor((m) => m.type === 'welcome');
  return c;
}

// ask and wait for the answer to that message (a reply carries its id)
let nextId = 1;
// (a message the rate limit dropped, which has no id to answer, is sent again)
async function ask(c, msg, pred = () => true) {
  const id = nextId++;
  for (let tries = 0; ; tries++) {
    const from = c.frames.length;
    c.send({ ...msg, id });
    const r = (await c.waitFor((m) => (m.re === id && pred(m)) || (m.type === 'error' && m.code === 'rate-limited'), from)).msg;
    if (r.re === id) return r;
    assert.ok(tries < 50, 'rate-limited fifty times');
    await new Promise((res) => setTimeout(res, 100));
  }
}

// Send msg until c sees what done() waits for: a message dropped by the
// connection's rate limit (the steps before spend its tokens) is sent again.
async function sendUntil(c, msg, done) {
  for (let tries = 0; ; tries++) {
    const from = c.frames.length;
    c.send(msg);
    const r = (await c.waitFor((m) => done(m) || (m.type === 'error' && m.code === 'rate-limited'), from)).msg;
    if (r.type !== 'error') return r;
    assert.ok(tries < 50, 'rate-limited fifty times');
    await new Promise((res) => setTimeout(res, 100));
  }
}

// One random choice by whichever seat decides; resolves on the next state.
async function step(seats, game) {
  const any = Object.values(seats)[0].c;
  const st = any.lastState();
  if (st.result) return false;
  const seat = seats[st.view.deciding];
  const decisions = st.decisions;
  // from the last snapshot on: an undo brings the count of decisions back
  // (none yet: from the first frame on)
  const snap = Math.max(0, seat.c.frames.findLastIndex((f) => f.msg.type === 'state' && f.msg.full));
  const { msg } = await seat.c.waitFor((m) => m.type === 'state' && m.decisions === decisions && m.view.options, snap);
  const option = msg.view.options[rand(msg.view.options.length)];
  for (let tries = 0; ; tries++) {
    const from = seat.c.frames.length;
    seat.c.send({ type: 'choose', game, token: seat.token, hash: msg.hash, option: option.id });
    const r = (await seat.c.waitFor((m) => (m.type === 'state' && m.decisions > decisions) || m.type === 'error', from)).msg;
    if (r.type === 'state') break;
    assert.equal(r.code, 'rate-limited', `choice refused: ${JSON.stringify(r)}`);
    assert.ok(tries < 50);
    await new Promise((res) => setTimeout(res, 100));
  }
  for (const s of Object.values(seats)) await s.c.waitFor((m) => m.type === 'state' && m.decisions > decisions);
  return true;
}

async function newGame(url, ruleset, edition) {
  const a = await connect(url, `${ruleset}/dark`);
  const b = await connect(url, `${ruleset}/light`);
  const create = { type: 'create', ruleset, opponent: 'person', side: 'Dark Side' };
  if (edition) create.edition = edition;
  const ja = await ask(a, create, (m) => m.type === 'joined');
  const jb = await ask(b, { type: 'join', game: ja.game }, (m) => m.type === 'joined');
  await a.waitFor((m) => m.type === 'state' && m.players.every((p) => p.connected));
  return { game: ja.game, seats: { 'Dark Side': { c: a, token: ja.token }, 'Light Side': { c: b, token: jb.token } } };
}

// the server stops mid-game and starts again on the same folder
async function restart() {
  const first = await startServer(holocron);
  const { game, seats } = await newGame(first.url, 'wotc');
  for (let i = 0; i < 6; i++) await step(seats, game);
  // a game against the computer, left with the computer to move or not
  const solo = await connect(first.url, 'solo');
  const js = await ask(solo, { type: 'create', ruleset: 'lcg', opponent: 'computer', side: 'Light Side' }, (m) => m.type === 'joined');
  // a preference is kept too: the Dark Side lets spectators see its hand
  const dk = seats['Dark Side'];
  dk.c.send({ type: 'prefs', game, token: dk.token, show_spectators: true });
  await dk.c.waitFor((m) => m.type === 'state' && m.show_spectators?.includes('Dark Side'));
  const before = seats['Dark Side'].c.lastState();
  for (const s of Object.values(seats)) checkHidden(s.c, first.audit);
  checkHidden(solo, first.audit);
  await first.stop();

  // tokens are kept only as their SHA-256
  const roomText = fs.readFileSync(path.join(first.stateDir, `${game}.room`), 'utf8');
  for (const s of Object.values(seats)) {
    assert.ok(!roomText.includes(s.token), 'a seat token is written in clear');
    assert.ok(roomText.includes(sha256(s.token)), 'the digest of a seat token is not kept');
  }
  assert.ok(fs.existsSync(path.join(first.stateDir, `${game}.save`)));

  // a damaged file is named with what was expected, and skipped
  fs.writeFileSync(path.join(first.stateDir, '40.room'), '{"format":"holocron-room","version":1,"game":40}');
  fs.writeFileSync(path.join(first.stateDir, '41.room'), 'not json at all');
  const second = await startServer(holocron, [], first.stateDir);
  const lobby = await ask(await connect(second.url, 'looker'), { type: 'list' });
  assert.ok(lobby.games.some((g) => g.game === game), 'the game is listed after the restart');
  for (const [side, s] of Object.entries(seats)) {
    s.c.close();
    s.c = await connect(second.url, `${side} again`);
    await ask(s.c, { type: 'rejoin', game, token: s.token }, (m) => m.type === 'joined');
    const st = await s.c.waitFor((m) => m.type === 'state' && m.full);
    assert.equal(st.msg.decisions, before.decisions, 'the game came back at the same decision');
    assert.equal(st.msg.hash, before.hash, 'the game came back to the same state');
    assert.deepEqual(st.msg.show_spectators, ['Dark Side'], 'the consent to spectators was not kept');
  }
  assert.match(second.stderr(), /40\.room: expected "ruleset", "edition" and "agent"/);
  assert.match(second.stderr(), /41\.room:1:\d+: not valid JSON/);
  // a new game takes no number a file holds, even a damaged one
  const fresh = await ask(await connect(second.url, 'fresh'), { type: 'create', ruleset: 'wotc' }, (m) => m.type === 'joined');
  assert.ok(fresh.game > 41, `game ${fresh.game} reuses a number`);
  // both play on, to the end
  let n = 0;
  while (await step(seats, game)) if (++n > 3000) throw new Error('no end after the restart');
  const end = seats['Dark Side'].c.lastState();
  // the computer game came back too and the computer still answers
  solo.close();
  const solo2 = await connect(second.url, 'solo again');
  await ask(solo2, { type: 'rejoin', game: js.game, token: js.token }, (m) => m.type === 'joined');
  const mine = await solo2.waitFor((m) => m.type === 'state' && m.view.deciding === 'Light Side' && m.view.options, 0, 30000);
  solo2.send({ type: 'choose', game: js.game, token: js.token, hash: mine.msg.hash, option: mine.msg.view.options[0].id });
  await solo2.waitFor((m) => m.type === 'state' && m.decisions > mine.msg.decisions, mine.index + 1, 30000);
  console.log(`ok restart: game ${game} came back at decision ${before.decisions} with the same hash, both seats rejoined and played to "${end.result}" (${end.decisions} decisions); the computer game came back and moved`);
  await replays(second, game, seats, end);
  for (const s of Object.values(seats)) checkHidden(s.c, second.audit);
  checkHidden(solo2, second.audit);
  const k = Math.floor(end.decisions / 2);
  const keep = await connect(second.url, 'replay before');
  const mid = await ask(keep, { type: 'replay', game, side: 'Light Side', step: k }, (m) => m.type === 'replay');
  await second.stop();

  // the finished game outlives another restart: read back when its
  // replay is asked for, the same step shows the same
  // a copy whose record was changed (one hash) is hostile input: refused
  // when asked for, named on standard error, and the rest still served
  const save = JSON.parse(fs.readFileSync(path.join(first.stateDir, `${game}.save`), 'utf8'));
  const h = save.hashes[1];
  save.hashes[1] = h.slice(0, -1) + (h.endsWith('0') ? '1' : '0');
  fs.writeFileSync(path.join(first.stateDir, '90.save'), JSON.stringify(save, null, 2));
  const room = JSON.parse(fs.readFileSync(path.join(first.stateDir, `${game}.room`), 'utf8'));
  fs.writeFileSync(path.join(first.stateDir, '90.room'), JSON.stringify({ ...room, game: 90 }));
  const third = await startServer(holocron, [], first.stateDir);
  const later = await connect(third.url, 'replay after');
  const mid2 = await ask(later, { type: 'replay', game, side: 'Light Side', step: k }, (m) => m.type === 'replay' || m.type === 'error');
  assert.equal(mid2.type, 'replay', JSON.stringify(mid2));
  assert.deepEqual(mid2.view, mid.view, 'the replay after a restart shows another view');
  assert.deepEqual(mid2.log, mid.log, 'the replay after a restart shows another log');
  const last2 = await ask(later, { type: 'replay', game, step: end.decisions }, (m) => m.type === 'replay');
  assert.equal(last2.result, end.result);
  const forged = await ask(later, { type: 'replay', game: 90 }, (m) => m.type === 'error' || m.type === 'replay');
  assert.equal(forged.code, 'no-game', JSON.stringify(forged));
  assert.match(third.stderr(), /90\.save.*hash/);
  checkHidden(later, third.audit);
  await third.stop();
  console.log(`ok kept: the finished game's replay after another restart shows step ${k} as before and ends "${last2.result}"; a copy with a changed hash refused (${third.stderr().split('\n').find((l) => l.includes('90.save')).slice(0, 160)})`);
}

// a finished game, stepped through from each side and the public view
async function replays(server, game, seats, end) {
  const viewer = await connect(server.url, 'replayer');
  const steps = end.decisions;
  const views = {};
  for (const side of ['Dark Side', 'Light Side', null]) {
    const base = { type: 'replay', game };
    if (side) base.side = side;
    const first = await ask(viewer, { ...base, step: 0 }, (m) => m.type === 'replay');
    assert.equal(first.steps, steps);
    assert.equal(first.result, undefined, 'the first step is not the end');
    const last = await ask(viewer, { ...base, step: steps }, (m) => m.type === 'replay');
    assert.equal(last.result, end.result, 'the last step shows the result');
    assert.equal(last.view.options, undefined, 'a replay shows no options');
    // forwards then backwards over the same steps gives the same frames
    const k = Math.floor(steps / 2);
    const fwd = await ask(viewer, { ...base, step: k + 1 }, (m) => m.type === 'replay');
    const back = await ask(viewer, { ...base, step: k }, (m) => m.type === 'replay');
    const again = await ask(viewer, { ...base, step: k + 1 }, (m) => m.type === 'replay');
    assert.deepEqual(again.view, fwd.view, 'the same step shows the same view');
    assert.ok(back.log.length <= fwd.log.length);
    views[side] = back;
  }
  // each side's view names cards the other side's does not
  const named = (v) => v.view.cards.filter((c) => c.name).length;
  assert.ok(named(views[null]) <= Math.min(named(views['Dark Side']), named(views['Light Side'])),
    'the public view names more than a side\'s');
  const refuse = async (msg, code) => {
    const r = await ask(viewer, msg, (m) => m.type === 'error' || m.type === 'replay');
    assert.equal(r.code, code, `${JSON.stringify(msg)}: ${JSON.stringify(r)}`);
  };
  await refuse({ type: 'replay', game, step: steps + 1 }, 'bad-step');
  await refuse({ type: 'replay', game, side: 'Grey Side' }, 'bad-message');
  await refuse({ type: 'replay', game, step: -1 }, 'bad-message');
  const other = await ask(viewer, { type: 'create', ruleset: 'wotc' }, (m) => m.type === 'joined');
  await refuse({ type: 'replay', game: other.game }, 'not-over');
  const frames = viewer.frames.filter((f) => f.msg.type === 'replay').length;
  const checked = checkHidden(viewer, server.audit);
  console.log(`ok replay: ${steps} steps from each side and the public view, forwards and backwards; ${frames} replay frames, ${checked} hidden names checked`);
}

async function undo() {
  const server = await startServer(holocron);
  const { game, seats } = await newGame(server.url, 'lcg');
  const dark = seats['Dark Side'], light = seats['Light Side'];
  // play until the Dark Side has chosen at least twice
  let darkChoices = [];
  while (darkChoices.length < 2) {
    const st = dark.c.lastState();
    if (st.view.deciding === 'Dark Side') darkChoices.push(st.decisions);
    await step(seats, game);
  }
  const lastDark = darkChoices.at(-1);
  const at = dark.c.lastState().decisions;
  const refuse = async (c, msg, code) => {
    const from = c.frames.length;
    const r = await ask(c, msg, (m) => m.type === 'error');
    assert.equal(r.code, code);
    assert.ok(c.frames.slice(from).every((f) => f.msg.type !== 'state' || f.msg.decisions === at), 'a refused undo changed the game');
  };
  await refuse(light.c, { type: 'undo-answer', game, token: light.token, accept: true }, 'no-undo');
  await refuse(light.c, { type: 'undo', game, token: 'f'.repeat(48) }, 'bad-token');
  await refuse(light.c, { type: 'undo', game, token: dark.token }, 'not-seated');
  await refuse(light.c, { type: 'undo-answer', game, token: light.token, accept: 'yes' }, 'bad-message');
  // asked, declined: nothing moves
  await sendUntil(dark.c, { type: 'undo', game, token: dark.token }, (m) => m.type === 'state' && m.undo?.by === 'Dark Side');
  await light.c.waitFor((m) => m.type === 'state' && m.undo?.by === 'Dark Side');
  await refuse(dark.c, { type: 'undo-answer', game, token: dark.token, accept: true }, 'no-undo');
  await refuse(dark.c, { type: 'undo', game, token: dark.token }, 'undo-pending');
  let from = dark.c.frames.length;
  await sendUntil(light.c, { type: 'undo-answer', game, token: light.token, accept: false }, (m) => m.type === 'undone');
  const no = (await dark.c.waitFor((m) => m.type === 'undone', from)).msg;
  assert.equal(no.accepted, false);
  const after = (await dark.c.waitFor((m) => m.type === 'state' && !m.undo, from)).msg;
  assert.equal(after.decisions, at, 'a declined undo changed the game');
  // asked again, accepted: back to the Dark Side's last decision
  await sendUntil(dark.c, { type: 'undo', game, token: dark.token }, (m) => m.type === 'state' && m.undo?.by === 'Dark Side');
  await light.c.waitFor((m) => m.type === 'state' && m.undo?.by === 'Dark Side');
  from = dark.c.frames.length;
  await sendUntil(light.c, { type: 'undo-answer', game, token: light.token, accept: true }, (m) => m.type === 'undone');
  const yes = (await dark.c.waitFor((m) => m.type === 'undone', from)).msg;
  assert.equal(yes.accepted, true);
  const back = (await dark.c.waitFor((m) => m.type === 'state' && m.full, from)).msg;
  assert.equal(back.decisions, lastDark, `the undo went to decision ${back.decisions}, not ${lastDark}`);
  // the same state as the one the Dark Side answered then: the public hash
  // keys the real state hash, and the view is the same view
  const earlier = dark.c.frames.find((f) => f.msg.type === 'state' && f.msg.decisions === lastDark).msg;
  assert.equal(back.hash, earlier.hash, 'the undone state is not the state of that decision');
  assert.deepEqual(back.view, earlier.view, 'the undone view differs from the view of that decision');
  assert.equal(back.view.deciding, 'Dark Side');
  assert.ok(back.view.options?.length, 'the Dark Side decides again');
  await light.c.waitFor((m) => m.type === 'state' && m.full && m.decisions === lastDark);
  for (let i = 0; i < 5; i++) await step(seats, game);

  // against the computer an undo needs nobody's consent
  const solo = await connect(server.url, 'solo');
  const js = await ask(solo, { type: 'create', ruleset: 'wotc', opponent: 'computer', side: 'Light Side' }, (m) => m.type === 'joined');
  let mine = [];
  for (let i = 0; mine.length < 3; i++) {
    const { msg } = await solo.waitFor((m) => m.type === 'state' && m.view.deciding === 'Light Side' && m.view.options && !mine.includes(m.decisions), 0, 30000);
    mine.push(msg.decisions);
    await new Promise((r) => setTimeout(r, 60));
    solo.send({ type: 'choose', game: js.game, token: js.token, hash: msg.hash, option: msg.view.options[0].id });
    await solo.waitFor((m) => m.type === 'state' && m.decisions > msg.decisions, 0, 30000);
  }
  from = solo.frames.length;
  solo.send({ type: 'undo', game: js.game, token: js.token });
  const soloBack = (await solo.waitFor((m) => m.type === 'state' && m.full, from)).msg;
  assert.equal(soloBack.decisions, mine.at(-1), 'the undo against the computer went elsewhere');
  const soloEarlier = solo.frames.find((f) => f.msg.type === 'state' && f.msg.decisions === mine.at(-1)).msg;
  assert.equal(soloBack.hash, soloEarlier.hash, 'the undone state against the computer is not the earlier one');
  assert.deepEqual(soloBack.view, soloEarlier.view, 'the undone view against the computer differs');
  assert.equal(soloBack.view.deciding, 'Light Side');
  let checked = 0;
  for (const c of [dark.c, light.c, solo]) checked += checkHidden(c, server.audit);
  console.log(`ok undo: refused when forged or unasked, declined, accepted back to decision ${lastDark} from ${at} (same hash and view as then); against the computer at once back to ${mine.at(-1)}; ${checked} hidden names checked`);
  await server.stop();
}

try {
  await restart();
  await undo();
} catch (e) {
  console.error('FAIL', e.stack || e.message);
  failed = true;
}
process.exit(failed ? 1 : 0);
