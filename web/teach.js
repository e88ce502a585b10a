// The teaching page: one scenario under two sets of rules, side by side,
// each step with the rule it follows (the server runs it as `holocron
// compare` does; doc/protocol.md, "scenarios" and "compare").
const $ = (sel) => document.querySelector(sel);

function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}

function stepItem(text, rule, source) {
  const li = el('li', null, text);
  if (rule) li.append(el('span', 'rule', `[${rule}]`));
  if (source) li.append(el('span', 'source', source));
  return li;
}

// a run's log: lines from the first one the two runs do not share are marked
function column(heading, steps, parted, footer) {
  const col = el('div');
  col.append(el('h3', null, heading));
  const ol = el('ol');
  steps.forEach((s, i) => {
    const li = stepItem(s.text, s.rule, s.source);
    if (parted >= 0 && i >= parted) li.classList.add('parted');
    ol.append(li);
  });
  col.append(ol);
  for (const line of footer) col.append(el('div', 'res', line));
  return col;
}

function firstParting(a, b) {
  const n = Math.max(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i]?.text !== b[i]?.text) return i;
  return -1;
}

// the id of the last compare asked for: a diagram of an earlier one that
// comes late is not shown under this one's runs
let asked = 0;

export function showCompare(msg) {
  if (msg.re !== asked) return;
  $('#compare-out').hidden = false;
  $('#compare-diagram').hidden = true;
  $('#compare-diagram img')?.remove();
  $('#compare-title').textContent = msg.title || msg.scenario;
  const cols = $('#compare-cols');
  const checks = $('#compare-checks');
  cols.replaceChildren();
  checks.replaceChildren();
  if (msg.lab) {
    for (const m of msg.lab.models)
      cols.append(column(`${m.model} timing`, m.steps, -1,
        [`order: ${m.order.join(', ') || 'none'}`, `cancelled: ${m.cancelled.join(', ') || 'none'}`]));
    for (const c of msg.lab.checks || []) checks.append(el('li', null, typeof c === 'string' ? c : JSON.stringify(c)));
    return;
  }
  const [a, b] = msg.runs;
  const parted = firstParting(a.log, b.log);
  for (const r of msg.runs)
    cols.append(column(`edition ${r.edition}`, r.log.map((l) => ({ text: `T${l.turn} ${l.phase}: ${l.text}`, rule: l.rule })), parted,
      [r.end || '', r.expectations_hold ? 'every expectation holds' : `an expectation fails: ${r.first_failure}`]));
  for (let i = 0; i < Math.max(a.checks.length, b.checks.length); i++)
    checks.append(el('li', null, `${a.checks[i] ?? '—'}  |  ${b.checks[i] ?? '—'}`));
}

// the resolution diagram: our own SVG text, shown as a picture (no script
// in it runs, and the page's policy lets images come as data)
export function showDiagram(msg) {
  if (msg.re !== asked) return;
  const img = document.createElement('img');
  img.alt = `resolution diagram of ${msg.scenario} under ${msg.editions}`;
  img.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(msg.svg);
  $('#compare-diagram img')?.remove();
  $('#compare-diagram').append(img);
  $('#compare-diagram').hidden = false;
}

export function showScenarios(list) {
  const sel = $('#compare-scenario');
  const had = sel.value;
  sel.replaceChildren(...list.map((n) => new Option(n, n)));
  if (had) sel.value = had;
  sel.onchange();
}

export function setupCompare(send) {
  const sel = $('#compare-scenario');
  // a timing lab runs under both games' timing, with no editions
  sel.onchange = () => { $('#compare-editions-box').hidden = sel.value.startsWith('compare/'); };
  $('#compare-run').onclick = () => {
    const msg = { type: 'compare', scenario: sel.value };
    if (!sel.value.startsWith('compare/')) msg.editions = $('#compare-editions').value;
    asked = send(msg);
  };
}
