// The browser client: one WebSocket to the server (doc/protocol.md), the
// lobby, and the game page.  The board itself is drawn by board.js.
import { renderBoard, renderLog, lightTargets, setRuleSources, setExplainer, showExplanation } from './board.js';
import { setupCompare, showCompare, showDiagram, showScenarios } from './teach.js';
import { ViewTracker } from './view-delta.js';

const $ = (sel) => document.querySelector(sel);
// v2: states after the first carry only what changed in the view;
// v1, which every server of this page speaks too, sends them whole
const PROTOCOLS = ['holocron.v2', 'holocron.v1'];
const views = new ViewTracker(); // this connection's states' views
let ws = null;
let welcome = null;
let nextId = 1;
let current = null; // { game, token, seat, ruleset, hash, lastSeq }
let retry = 0;

function status(text) { $('#status').textContent = text; }

function send(msg) {
  if (!ws || ws.readyState !== WebSocket.OPEN) return 0;
  const id = nextId++;
  ws.send(JSON.stringify({ ...msg, id }));
  return id;
}

function tokenKey(game) { return `holocron.token.${game}`; }

function connect() {
  const url = (location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/ws';
  ws = new WebSocket(url, PROTOCOLS);
  views.reset(); // a new connection starts from a full snapshot
  ws.onopen = () => { retry = 0; status('connected'); };
  ws.onclose = () => {
    status('disconnected — reconnecting…');
    // come back to the same seat: the token is kept in this browser
    setTimeout(connect, Math.min(5000, 500 * 2 ** retry++));
  };
  ws.onmessage = (ev) => {
    let msg;
    try { msg = JSON.parse(ev.data); } catch { return; }
    if (current && msg.seq <= current.lastSeq && msg.type !== 'welcome') return;
    handlers[msg.type]?.(msg);
  };
}

// what the page asks for, from its address: #join=N, #watch=N, #game=N or
// #compare
function route() {
  if (location.hash === '#compare') { showTeach(); return; }
  const m = /^#(join|watch|game)=(\d+)$/.exec(location.hash);
  if (!m) { showLobby(); return; }
  const game = Number(m[2]);
  const token = localStorage.getItem(tokenKey(game));
  if (token && m[1] !== 'watch') send({ type: 'rejoin', game, token });
  else if (m[1] === 'join') showJoin(game);
  else send({ type: 'spectate', game });
}

// the open seat of a game, taken with the deck the joiner brings (if any)
let joining = 0;
function showJoin(game) {
  showLobby();
  joining = game;
  $('#join-title').textContent = `Join game ${game}`;
  $('#join-panel').hidden = false;
  // the decks offered depend on the game's ruleset and open seat: the
  // list (sent by showLobby) says which
  fillDeckNames($('#join-deck-name'), null, null);
}

// a select of the decks the server offers for one side of a ruleset,
// first "the built-in one" (no name sent)
function fillDeckNames(select, ruleset, side) {
  const r = welcome?.rulesets.find((x) => x.id === ruleset);
  const decks = (r?.decks || []).filter((d) => d.side === side);
  const none = new Option('the built-in one', '');
  // a list that comes again (a second lobby message) keeps the player's pick
  const picked = select.value;
  select.replaceChildren(none, ...decks.map((d) => {
    const o = new Option(`${d.title} (${d.name}, ${d.cards} cards)`, d.name);
    o.title = d.about;
    return o;
  }));
  if (decks.some((d) => d.name === picked)) select.value = picked;
}

const handlers = {
  welcome(msg) {
    welcome = msg;
    if (current) current.lastSeq = 0;
    fillCreateForm();
    route();
  },
  lobby(msg) {
    showGames(msg.games);
    const g = joining && msg.games.find((x) => x.game === joining);
    if (g && g.open_seats.length) fillDeckNames($('#join-deck-name'), g.ruleset, g.open_seats[0]);
  },
  scenarios(msg) { showScenarios(msg.scenarios); },
  compare(msg) { status('compared'); showCompare(msg); },
  diagram(msg) { showDiagram(msg); },
  explain(msg) { if (current && msg.game === current.game) showExplanation($('#log'), msg); },
  joined(msg) {
    forgetPendingPrefs();
    current = { game: msg.game, seat: msg.seat, token: msg.token || null, ruleset: msg.ruleset,
                edition: msg.edition, hash: null, lastSeq: msg.seq, log: [], texts: {}, inert: {} };
    setRuleSources(welcome.rulesets.find((r) => r.id === msg.ruleset)?.rules);
    setExplainer((seq) => send({ type: 'explain', game: msg.game, log_seq: seq }));
    if (msg.token) localStorage.setItem(tokenKey(msg.game), msg.token);
    const want = msg.seat ? `#game=${msg.game}` : `#watch=${msg.game}`;
    if (location.hash !== want) history.replaceState(null, '', want);
    showGame();
  },
  state(msg) {
    if (!current || msg.game !== current.game) return;
    // a delta for a view this page does not have: nothing of it is used,
    // and the server sends the whole state again (the log from the start)
    const view = views.take(msg);
    if (!view) {
      if (!current.resyncing) send({ type: 'resync', game: current.game });
      current.resyncing = true;
      return;
    }
    current.resyncing = false;
    msg.view = view;
    current.lastSeq = msg.seq;
    current.hash = msg.hash;
    if (msg.full) current.log = [];
    current.log.push(...msg.log);
    Object.assign(current.texts, msg.texts || {});
    Object.assign(current.inert, msg.inert || {});
    drawState(msg);
  },
  replay(msg) {
    if (!current || msg.game !== current.game) return;
    Object.assign(current.texts, msg.texts || {});
    Object.assign(current.inert, msg.inert || {});
    current.replay = { step: msg.step, steps: msg.steps, side: msg.seat };
    $('#replay-step').textContent = `step ${msg.step} of ${msg.steps}`;
    $('#replay-back').disabled = $('#replay-first').disabled = msg.step === 0;
    $('#replay-next').disabled = $('#replay-last').disabled = msg.step === msg.steps;
    $('#turn').textContent = `replay: turn ${msg.view.turn}, ${msg.phase} phase` +
      (msg.view.deciding && !msg.result ? ` — the ${msg.view.deciding} decides` : '');
    renderBoard($('#board'), msg, current.ruleset, current.texts, current.inert);
    $('#log').replaceChildren();
    renderLog($('#log'), msg.log);
  },
  undone(msg) {
    status(msg.accepted ? `the game went back to the ${msg.by}'s last decision` : `the undo of the ${msg.by} was declined`);
  },
  error(msg) {
    status(`${msg.code}: ${msg.message}`);
    // only a refused prefs message gives the boxes back to the server: a
    // late "stale" for an earlier click must not undo a tick in flight
    // (a message dropped over the rate is answered before it is read: no re)
    if (prefIds.delete(msg.re) || (!msg.re && msg.code === 'rate-limited')) forgetPendingPrefs();
    if (msg.code === 'rate-limited' || msg.code === 'stale') enableOptions(true);
    if (msg.code === 'no-game' || msg.code === 'bad-token' || msg.code === 'no-seat') {
      history.replaceState(null, '', '/');
      showLobby();
    }
  },
  pong() {},
};

function fillCreateForm() {
  const rs = $('#ruleset');
  if (rs.options.length) return;
  for (const r of welcome.rulesets) rs.add(new Option(`${r.title} (${r.id})`, r.id));
  for (const a of welcome.agents) $('#agent').add(new Option(a, a));
  // the strongest computer player is the one offered first (issue 19)
  if (welcome.agents.includes('hard')) $('#agent').value = 'hard';
  rs.onchange = () => {
    const r = welcome.rulesets.find((x) => x.id === rs.value);
    const side = $('#side');
    side.replaceChildren(...r.sides.map((s) => new Option(s, s)));
    $('#editions').replaceChildren(...r.editions.map((e) => new Option(e, e)));
    side.onchange();
  };
  // the decks offered follow the side: yours, and the other for the computer
  $('#side').onchange = () => {
    const r = welcome.rulesets.find((x) => x.id === rs.value);
    const mine = $('#side').value;
    fillDeckNames($('#deck-name'), r.id, mine);
    fillDeckNames($('#opponent-deck-name'), r.id, r.sides.find((s) => s !== mine));
  };
  rs.onchange();
  $('#create').onsubmit = (ev) => {
    ev.preventDefault();
    const f = new FormData(ev.target);
    const msg = { type: 'create', ruleset: f.get('ruleset'), side: f.get('side'),
                  opponent: f.get('opponent'), agent: f.get('agent') };
    if (f.get('edition')) msg.edition = f.get('edition');
    if (Number(f.get('clock')) > 0) {
      msg.clock_seconds = Math.round(Number(f.get('clock')) * 60);
      msg.clock_increment = Math.round(Number(f.get('increment')) || 0);
    }
    if (f.get('deck').trim()) msg.deck = f.get('deck');
    else if (f.get('deck_name')) msg.deck_name = f.get('deck_name');
    if (msg.opponent === 'computer') {
      if (f.get('opponent_deck').trim()) msg.opponent_deck = f.get('opponent_deck');
      else if (f.get('opponent_deck_name')) msg.opponent_deck_name = f.get('opponent_deck_name');
    }
    send(msg);
  };
  // a deck file is read into its box, where it can be checked and changed
  for (const [input, box] of [['#deck-file', '#deck'], ['#opponent-deck-file', '#opponent-deck']])
    $(input).onchange = async (ev) => {
      const file = ev.target.files[0];
      if (file) $(box).value = (await file.text()).slice(0, 24576);
    };
  $('#refresh').onclick = () => send({ type: 'list' });
  $('#join-deck-file').onchange = async (ev) => {
    const file = ev.target.files[0];
    if (file) $('#join-deck').value = (await file.text()).slice(0, 24576);
  };
  $('#join-button').onclick = () => {
    const msg = { type: 'join', game: joining };
    if ($('#join-deck').value.trim()) msg.deck = $('#join-deck').value;
    else if ($('#join-deck-name').value) msg.deck_name = $('#join-deck-name').value;
    send(msg);
  };
}

function showTeach() {
  current = null;
  $('#lobby').hidden = $('#game').hidden = true;
  $('#compare').hidden = false;
  send({ type: 'scenarios' });
}

function showLobby() {
  current = null;
  $('#compare').hidden = true;
  $('#join-panel').hidden = true;
  $('#game').hidden = true;
  $('#lobby').hidden = false;
  send({ type: 'list' });
}

function showGames(games) {
  const body = $('#games tbody');
  body.replaceChildren();
  for (const g of games) {
    const tr = document.createElement('tr');
    for (const text of [g.game, g.ruleset, g.edition, g.turn, g.open_seats.join(', ') || (g.over ? 'over' : 'full')]) {
      const td = document.createElement('td');
      td.textContent = text;
      tr.append(td);
    }
    const td = document.createElement('td');
    if (g.open_seats.length) td.append(button('Join', () => { location.hash = `#join=${g.game}`; }));
    td.append(button('Watch', () => send({ type: 'spectate', game: g.game })));
    tr.append(td);
    body.append(tr);
  }
}

function button(label, onclick) {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = label;
  b.onclick = onclick;
  return b;
}

function showGame() {
  $('#lobby').hidden = $('#compare').hidden = true;
  $('#game').hidden = false;
  $('#game-title').textContent = `Game ${current.game}: ${current.ruleset} (${current.edition}), ` +
    (current.seat ? `you play the ${current.seat}` : 'watching');
  const link = $('#join-link');
  link.replaceChildren();
  $('#replay').hidden = true;
  $('#replay-side').replaceChildren(new Option('the public view', ''));
  const rs = welcome.rulesets.find((r) => r.id === current.ruleset);
  for (const side of rs ? rs.sides : []) $('#replay-side').add(new Option(`the ${side}`, side));
  if (current.seat) $('#replay-side').value = current.seat;
  if (current.seat) {
    const a = document.createElement('a');
    a.href = `${location.origin}/#join=${current.game}`;
    a.textContent = 'join link';
    a.title = 'send this to your opponent';
    link.append(a);
  }
}

function enableOptions(on) {
  for (const b of document.querySelectorAll('#options button')) b.disabled = !on;
}

// one step of the finished game's replay, from the chosen side's view
function replayStep(step) {
  const side = $('#replay-side').value;
  const msg = { type: 'replay', game: current.game, step: Math.max(0, step) };
  if (side) msg.side = side;
  send(msg);
}

// the clocks as the last state gave them, the running one counted down here
let clocks = null;
function drawClocks() {
  if (!clocks) { $('#clocks').textContent = ''; return; }
  const gone = performance.now() - clocks.at;
  $('#clocks').textContent = clocks.list.map((c) => {
    const ms = Math.max(0, c.ms - (c.running ? gone : 0));
    const s = Math.ceil(ms / 1000);
    return `${c.side} ${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}${c.running ? ' (running)' : ''}`;
  }).join('  ');
}

function drawTools(msg) {
  clocks = msg.clocks && !msg.result ? { list: msg.clocks, at: performance.now() } : null;
  drawClocks();
  $('#auto-pass-box').hidden = !current.seat || !!msg.result;
  if (msg.auto_pass !== undefined) $('#auto-pass').checked = settled('auto_pass', msg.auto_pass);
  $('#show-spectators-box').hidden = !current.seat || !!msg.result;
  if (current.seat)
    $('#show-spectators').checked = settled('show_spectators', (msg.show_spectators || []).includes(current.seat));
  const asked = (msg.show_spectators || []).filter((s) => s !== current.seat);
  $('#spectators').textContent = msg.result ? ''
    : msg.spectators === 'open' ? 'Spectators see both hands.'
    : asked.length && current.seat ? `The ${asked[0]} lets spectators see its hand; tick the box to let them see both.`
    : '';
  const undo = msg.undo;
  $('#undo-button').hidden = !current.seat || !!msg.result || !!undo;
  $('#undo-ask').hidden = !undo;
  if (undo) {
    const mine = undo.by === current.seat;
    $('#undo-text').textContent = mine ? 'You asked to undo; waiting for the answer.' : `The ${undo.by} asks to undo their last decision.`;
    $('#undo-yes').hidden = $('#undo-no').hidden = mine || !current.seat;
  }
  // the opponent left and their grace ran out: the one who stayed decides
  const left = msg.dropped && current.seat && msg.dropped !== current.seat;
  $('#dropped').hidden = !left;
  if (left) $('#dropped-text').textContent = `The ${msg.dropped} left and did not come back.`;
  const done = msg.result && msg.result !== 'unfinished';
  $('#replay').hidden = !done;
  if (done && !current.replay) replayStep(msg.decisions);
}

function drawState(msg) {
  drawTools(msg);
  // a finished game shows its replay; its last step is the end
  if (current.replay) return;
  const v = msg.view;
  $('#turn').textContent = `turn ${v.turn}, ${msg.phase} phase` +
    (v.deciding && !msg.result ? ` — the ${v.deciding} decides` : '');
  $('#players').textContent = (msg.players || [])
    .filter((p) => p.side !== current.seat)
    .map((p) => `${p.side}: ${p.player}${p.player === 'person' && !p.connected ? ' (disconnected)' : ''}`)
    .join(', ');
  const why = { time: ' (the other side ran out of time)', abandoned: ' (the other side left)' }[msg.end_reason] || '';
  $('#result').textContent = msg.result
    ? (msg.result === 'draw' || msg.result === 'unfinished' ? `Game over: ${msg.result}` : `Game over: the ${msg.result} wins${why}`)
    : '';
  $('#prompt').textContent = msg.prompt || (msg.result ? '' : v.deciding ? `Waiting for the ${v.deciding}…` : '');
  $('.decide').hidden = !msg.prompt && !v.deciding;
  const opts = $('#options');
  opts.replaceChildren();
  for (const o of v.options || []) {
    const b = button(o.label, () => {
      enableOptions(false);
      send({ type: 'choose', game: current.game, token: current.token, hash: msg.hash, option: o.id });
    });
    b.dataset.option = o.id;
    b.onmouseenter = b.onfocus = () => lightTargets($('#board'), o.label);
    b.onmouseleave = b.onblur = () => lightTargets($('#board'), null);
    if (/^pass\b/i.test(o.label)) b.classList.add('pass');
    opts.append(b);
  }
  renderBoard($('#board'), msg, current.ruleset, current.texts, current.inert);
  renderLog($('#log'), current.log);
}

// A state sent before the server saw a ticked box still carries the old
// value; until the server echoes the player's choice the box keeps it, so a
// tick is never undone under the player's pointer.
const pendingPrefs = {};
const prefIds = new Set();
function settled(name, fromServer) {
  if (!(name in pendingPrefs)) return fromServer;
  if (pendingPrefs[name] === fromServer) delete pendingPrefs[name];
  return pendingPrefs[name] ?? fromServer;
}
function forgetPendingPrefs() {
  for (const name of Object.keys(pendingPrefs)) delete pendingPrefs[name];
  prefIds.clear();
}
function sendPref(name, value) {
  pendingPrefs[name] = value;
  const id = send({ type: 'prefs', game: current.game, token: current.token, [name]: value });
  if (id) prefIds.add(id);
  else delete pendingPrefs[name]; // not sent: the next state says what holds
}
$('#auto-pass').onchange = (ev) => sendPref('auto_pass', ev.target.checked);
$('#show-spectators').onchange = (ev) => sendPref('show_spectators', ev.target.checked);
setInterval(drawClocks, 250);
$('#undo-button').onclick = () => send({ type: 'undo', game: current.game, token: current.token });
$('#undo-yes').onclick = () => send({ type: 'undo-answer', game: current.game, token: current.token, accept: true });
$('#undo-no').onclick = () => send({ type: 'undo-answer', game: current.game, token: current.token, accept: false });
$('#claim-computer').onclick = () => send({ type: 'claim', game: current.game, token: current.token, take: 'computer' });
$('#claim-win').onclick = () => send({ type: 'claim', game: current.game, token: current.token, take: 'win' });
$('#replay-first').onclick = () => replayStep(0);
$('#replay-back').onclick = () => replayStep(current.replay.step - 1);
$('#replay-next').onclick = () => replayStep(current.replay.step + 1);
$('#replay-last').onclick = () => replayStep(current.replay.steps);
$('#replay-side').onchange = () => replayStep(current.replay ? current.replay.step : 0);

setupCompare(send);
setInterval(() => send({ type: 'ping' }), 15000);
window.addEventListener('hashchange', () => { if (welcome) route(); });
connect();
