// The board as one viewer may see it: each side's resources and zones,
// cards with their counters and stats, what hangs on them (enhancements,
// equipment, pilots, captured cards) nested under their host, and the
// cards the viewer may not identify as face-down backs.  Both games share
// it; each names which zones it shows and in what order.

const LAYOUT = {
  wotc: {
    zones: ['space', 'ground', 'character', 'build', 'hand', 'discard', 'deck'],
    globals: (g) => [`arena: ${['space', 'ground', 'character'][g.arena] ?? '—'}`,
      g.dice_n > 0 ? `dice: ${[g.dice0, g.dice1, g.dice2, g.dice3].slice(0, g.dice_n).join(' ')}` : null],
    // the card flags a player needs to see, by bit (tapped is drawn as a
    // slant): the core's "attacked" and "partially built"
    flags: { 8: 'attacked', 16: 'partly built' },
  },
  lcg: {
    zones: ['objectives', 'play', 'affiliation', 'edge', 'hand', 'discard', 'victory', 'deck', 'objective-deck'],
    globals: (g) => [`Death Star dial: ${g.dial}`,
      `Balance of the Force: ${g.balance === 0 ? 'Dark Side' : g.balance === 1 ? 'Light Side' : 'none'}`],
    // the ruleset's own flags (rulesets/lcg/lcg.c flag_names)
    flags: { 32: 'committed to the Force', 64: 'in the engagement', 128: 'engaged' },
  },
};
// counted, not drawn: nobody can tell these cards apart
const COUNTED = new Set(['deck', 'objective-deck']);

function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}

// inert: name -> what the engine does not run of that card (a server
// started with --allow-unimplemented), said on the card as the terminal's
// board says it
function cardBox(c, byHost, stats, texts, flags = {}, inert = {}) {
  const box = el('span', 'card');
  const known = c.name !== undefined;
  if (!known) box.classList.add('facedown');
  if (c.flags & 1) box.classList.add('tapped');
  box.append(known ? c.name : 'face down');
  for (const [bit, label] of Object.entries(flags))
    if (c.flags & Number(bit)) box.append(el('span', 'flag', label));
  if (known) {
    box.dataset.card = c.id;
    box.dataset.name = c.name;
    // the card's text, rendered by the server from our encoding, on hover
    if (texts[c.name]) box.title = texts[c.name];
    if (inert[c.name]) {
      box.classList.add('inert');
      box.append(el('span', 'inert-mark', `not run by holocron: ${inert[c.name]}`));
    }
  }
  const counters = Object.entries(c)
    .filter(([k, v]) => !['id', 'name', 'owner', 'zone', 'zone_player', 'pos', 'flags',
      'attached_to', 'under', 'on_unknown_card'].includes(k) && typeof v === 'number' && v)
    .map(([k, v]) => `${k} ${v}`);
  if (counters.length) box.append(el('span', 'counters', counters.join(', ')));
  const s = known ? stats[c.id] : null;
  if (s) {
    const shown = Object.entries(s).filter(([k, v]) => v && k !== 'cost').map(([k, v]) => `${k} ${v}`);
    if (shown.length) box.append(el('span', 'stats', shown.join(' · ')));
  }
  for (const child of byHost.get(c.id) || []) {
    const sub = cardBox(child, byHost, stats, texts, flags, inert);
    sub.classList.add('attached');
    box.append(sub);
  }
  return box;
}

export function renderBoard(root, msg, ruleset, texts = {}, inert = {}) {
  const layout = LAYOUT[ruleset] || { zones: [], globals: () => [] };
  const v = msg.view;
  root.replaceChildren();
  const globals = el('div', 'globals');
  for (const text of layout.globals(msg.globals).filter(Boolean)) globals.append(el('span', null, text));
  root.append(globals);
  const byHost = new Map();
  const top = [];
  for (const c of v.cards) {
    const host = c.attached_to ?? c.under;
    if (host !== undefined) {
      if (!byHost.has(host)) byHost.set(host, []);
      byHost.get(host).push(c);
    } else top.push(c);
  }
  v.resources.forEach((res, i) => {
    const name = ['Dark Side', 'Light Side'][i];
    const side = el('div', `side ${i ? 'light' : 'dark'}`);
    side.append(el('h3', null, name + (name === msg.seat ? ' (you)' : '')));
    side.append(el('div', 'res', Object.entries(res).map(([k, n]) => `${k.replace('_', ' ')} ${n}`).join(' · ')));
    const zones = [...layout.zones, ...new Set(top.map((c) => c.zone).filter((z) => !layout.zones.includes(z)))];
    for (const z of zones) {
      const cards = top.filter((c) => c.zone === z && c.zone_player === name)
        .sort((a, b) => a.pos - b.pos);
      if (!cards.length) continue;
      const row = el('div', 'zone');
      row.dataset.zone = z;
      row.append(el('span', 'zone-name', z.replace('-', ' ')));
      if (COUNTED.has(z)) row.append(el('span', 'count', `${cards.length} cards`));
      else {
        const list = el('span', 'cards');
        for (const c of cards) list.append(cardBox(c, byHost, msg.stats || {}, texts, layout.flags, inert));
        row.append(list);
      }
      side.append(row);
    }
    root.append(side);
  });
  if (msg.seat === 'Dark Side') root.append(root.children[1]); // own side nearest the bottom
}

// rule id -> the document and section it comes from (the welcome's)
let ruleSources = {};
export function setRuleSources(rules) { ruleSources = rules || {}; }

// "ruleset/edition id" -> the rule's source, shown under the line
function ruleSpan(rule) {
  // a line no rule step wrote (the engine's notice that it does not run
  // a card's text) cites no rule: it says whose words it is
  if (!String(rule).split(' ')[1]) {
    const notice = el('span', 'rule notice', '[holocron]');
    notice.title = 'not a rule: the engine says what it does not do';
    return notice;
  }
  const span = el('span', 'rule', `[${rule}]`);
  const source = ruleSources[String(rule).split(' ').pop()];
  if (source) span.title = source;
  return span;
}

// How a line asks the server for its --explain details (the game page
// sends an explain message; the answer comes to showExplanation).
let askExplain = null;
export function setExplainer(fn) { askExplain = fn; }

export function renderLog(root, lines) {
  // append only the new lines: the log grows, it is never rewritten
  if (root.children.length > lines.length) root.replaceChildren();
  for (let i = root.children.length; i < lines.length; i++) {
    const l = lines[i];
    const li = el('li', null, `T${l.turn} ${l.phase}: ${l.text}`);
    li.append(ruleSpan(l.rule));
    // the rule's source and the --explain details one click away
    li.dataset.seq = l.seq;
    li.onclick = () => {
      const open = li.querySelector('.details');
      if (open) return open.remove();
      const box = el('div', 'details');
      const source = ruleSources[String(l.rule).split(' ').pop()];
      if (source) box.append(el('span', 'source', source));
      if (askExplain) box.append(el('span', 'explain', 'asking the server why…'));
      li.append(box);
      askExplain?.(l.seq);
    };
    li.title = `${l.kind}, ${l.actor}`;
    root.append(li);
  }
  root.scrollTop = root.scrollHeight;
}

// The server's explain answer under its line, as `--explain` prints it:
// the switches that govern the step, this edition's value and what the
// editions that differ would have done.
export function showExplanation(root, msg) {
  const box = root.querySelector(`li[data-seq="${Number(msg.log_seq)}"] .explain`);
  if (!box) return;
  const edition = String(msg.line?.rule || '').split(' ')[0].split('/')[1] || 'this edition';
  const sws = msg.explain?.switches || [];
  box.replaceChildren();
  if (!sws.length) box.append(el('span', 'switch', 'no rule switch governs this step: every edition does the same'));
  for (const sw of sws) {
    const alone = sw.other_editions.length ? '' : ' and every other edition';
    box.append(el('span', 'switch', `switch ${sw.name} = ${sw.value} in ${edition}${alone}: ${sw.means}`));
    for (const o of sw.other_editions)
      box.append(el('span', 'other', `${sw.name} = ${o.value} in ${o.editions} instead: ${o.means}`));
  }
}

// Light up the cards an option names while the pointer is on it: the
// labels name their cards, so the board needs no ruleset's key to them.
export function lightTargets(root, label) {
  for (const box of root.querySelectorAll('.card[data-name]'))
    box.classList.toggle('target', label !== null && label.includes(box.dataset.name));
}
