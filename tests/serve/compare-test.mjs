// The teaching page's compare over the socket (doc/protocol.md): the
// scenarios offered are the timing labs and the edition scenarios of the
// source tree; a compare answers what `holocron compare --json` prints for
// the same file (the same runs, each log line with its rule), and nothing
// outside the list can be named.
// Usage: node compare-test.mjs HOLOCRON
import { startServer, Client, finish } from './lib.mjs';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import url from 'node:url';

const holocron = process.argv[2];
const root = path.resolve(path.dirname(url.fileURLToPath(import.meta.url)), '../..');
const server = await startServer(holocron, [], undefined, false);
let failed = false;
const c = new Client(server.url, 'teacher');
let nextId = 1;
async function ask(msg) {
  const id = nextId++;
  const from = c.frames.length;
  c.send({ ...msg, id });
  return (await c.waitFor((m) => m.re === id, from, 30000)).msg;
}
// what the command line says about the same file
// the resolution diagram the command line draws of the same compare, run
// from the source tree's root as the server names the file in it
function cliSvg(file, editions) {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'holocron-svg-')), 'd.svg');
  try {
    execFileSync(path.resolve(holocron), ['compare', path.join('tests/scenarios', file), '--editions', editions, '--svg', out], { cwd: root, stdio: 'ignore' });
  } catch (e) {
    if (e.status !== 1) throw e; // exit 1: the runs differ
  }
  const svg = fs.readFileSync(out, 'utf8');
  fs.rmSync(path.dirname(out), { recursive: true });
  return svg;
}
function cli(file, editions) {
  try {
    return JSON.parse(execFileSync(holocron, ['compare', '--json', ...(editions ? ['--editions', editions] : []), path.join(root, 'tests/scenarios', file)], { encoding: 'utf8' }));
  } catch (e) {
    return JSON.parse(e.stdout); // exit 1: the runs differ
  }
}

try {
  await c.waitFor((m) => m.type === 'welcome');
  const list = (await ask({ type: 'scenarios' })).scenarios;
  assert.ok(list.includes('compare/cancel-the-event.scn') && list.includes('editions/lcg-commit-both.scn'), JSON.stringify(list));
  assert.ok(list.includes('lcg/timing-nested-sequence-lightsaber-deflection.scn'), JSON.stringify(list));
  assert.ok(list.every((n) => /^(compare\/|editions\/|lcg\/timing-)[^/]+\.scn$/.test(n)), JSON.stringify(list));

  // two editions: the same runs as the command line's, every line with a rule
  const file = 'editions/lcg-commit-both.scn', eds = 'latest,latest+commit-both=1';
  const gotId = nextId, gotFrom = c.frames.length;
  const got = await ask({ type: 'compare', scenario: file, editions: eds });
  // its diagram comes right after it: wait for it, so it cannot land
  // among the answers the lab check below counts
  await c.waitFor((m) => m.re === gotId && m.type === 'diagram', gotFrom, 30000);
  assert.equal(got.type, 'compare', JSON.stringify(got));
  const want = cli(file, eds);
  assert.equal(got.title, want.title);
  for (let k = 0; k < 2; k++) {
    const [g, w] = [got.runs[k], want.runs[k]];
    assert.equal(g.edition, w.edition);
    assert.equal(g.end, w.end);
    assert.equal(g.expectations_hold, w.expectations_hold);
    assert.deepEqual(g.checks, w.checks);
    assert.deepEqual(g.log.map((l) => `turn ${l.turn} ${l.phase}: ${l.text} [${l.rule.split(" ").pop()}]`), w.log.map((l) => l.replace(/^#\d+ /, '')));
    assert.ok(g.log.length > 0 && g.log.every((l) => l.rule), 'a log line without its rule');
  }
  assert.ok(!JSON.stringify(got).includes(root), `the server's folder in: ${JSON.stringify(got).slice(0, 300)}`);
  assert.match(got.runs[1].first_failure, /^editions\/lcg-commit-both\.scn:\d+: /);
  assert.notDeepEqual(got.runs[0].log.map((l) => l.text), got.runs[1].log.map((l) => l.text), 'the switch changed nothing');

  // the resolution diagram follows the compare it draws: the command
  // line's picture, the file named from the source tree's root
  const nested = 'lcg/timing-nested-sequence-lightsaber-deflection.scn', nestedEds = 'core-2012,faq-2016';
  const from = c.frames.length;
  const id = nextId;
  const runs = await ask({ type: 'compare', scenario: nested, editions: nestedEds });
  assert.equal(runs.type, 'compare', JSON.stringify(runs));
  const diagram = (await c.waitFor((m) => m.re === id && m.type !== 'compare', from, 30000)).msg;
  assert.equal(diagram.type, 'diagram', JSON.stringify(diagram).slice(0, 300));
  assert.equal(diagram.scenario, nested);
  assert.equal(diagram.editions, nestedEds);
  assert.equal(diagram.svg, cliSvg(nested, nestedEds));
  assert.ok(!diagram.svg.includes(root) && /Counter-stroke/.test(diagram.svg) && /resolves 1/.test(diagram.svg), diagram.svg.slice(0, 400));

  // a timing lab: the command line's report, less where the file lies
  const labFrom = c.frames.length;
  const lab = await ask({ type: 'compare', scenario: 'compare/cancel-the-event.scn' });
  const wantLab = cli('compare/cancel-the-event.scn');
  delete wantLab.path;
  assert.deepEqual(lab.lab, wantLab);
  assert.deepEqual(lab.lab.models.map((m) => m.model), ['wotc', 'lcg']);
  // a lab draws no diagram (the command line's --svg is for two editions):
  // the next answer on the connection is the next question's
  const pong = await ask({ type: 'ping' });
  assert.deepEqual(c.frames.slice(labFrom).map((f) => f.msg.type), ['compare', 'pong'], `${pong.type}`);

  // refused: a name not listed, a path out, bad editions, an unknown one
  for (const scenario of ['../../README.md', '/etc/passwd', 'wotc/none.scn', 'compare/../editions/lcg-commit-both.scn']) {
    const r = await ask({ type: 'compare', scenario, editions: eds });
    assert.equal(r.code, 'no-scenario', JSON.stringify(r));
  }
  const one = await ask({ type: 'compare', scenario: file, editions: 'latest' });
  assert.equal(one.code, 'cannot-compare');
  assert.match(one.message, /two editions separated by a comma/);
  const unknown = await ask({ type: 'compare', scenario: file, editions: 'latest,core-1999' });
  assert.equal(unknown.code, 'cannot-compare');
  assert.ok(!unknown.message.includes(root), `the server's folder in: ${unknown.message}`);
  // a compare just before the server stops: the server exits cleanly
  // (finish checks its exit status)
  const last = await ask({ type: 'compare', scenario: nested, editions: nestedEds });
  assert.equal(last.type, 'compare');
  console.log(`ok compare: ${list.length} scenarios offered; ${file} under ${eds} as the CLI runs it (${got.runs[0].log.length} and ${got.runs[1].log.length} lines, each with its rule); ${nested}'s resolution diagram as the CLI draws it (${diagram.svg.length} bytes); a timing lab as the CLI reports it; names outside the list and bad editions refused ("${unknown.message.slice(0, 80)}")`);
} catch (e) {
  console.error('FAIL', e.stack || e.message);
  failed = true;
}
c.close();
await finish(server, failed);
