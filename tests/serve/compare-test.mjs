// The teaching page's compare over the socket (doc/protocol.md): the
// scenarios offered are the timing labs and the edition scenarios of the
// source tree; a compare answers what `holocron compare --json` prints for
// the same file (the same runs, each log line with its rule), and nothing
// outside the list can be named.
// Usage: node compare-test.mjs HOLOCRON
import { startServer, Client, finish } from './lib.mjs';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
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
  assert.ok(list.every((n) => /^(compare|editions)\/[^/]+\.scn$/.test(n)));

  // two editions: the same runs as the command line's, every line with a rule
  const file = 'editions/lcg-commit-both.scn', eds = 'latest,latest+commit-both=1';
  const got = await ask({ type: 'compare', scenario: file, editions: eds });
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
  assert.notDeepEqual(got.runs[0].log.map((l) => l.text), got.runs[1].log.map((l) => l.text), 'the switch changed nothing');

  // a timing lab: the command line's report, less where the file lies
  const lab = await ask({ type: 'compare', scenario: 'compare/cancel-the-event.scn' });
  const wantLab = cli('compare/cancel-the-event.scn');
  delete wantLab.path;
  assert.deepEqual(lab.lab, wantLab);
  assert.deepEqual(lab.lab.models.map((m) => m.model), ['wotc', 'lcg']);

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
  console.log(`ok compare: ${list.length} scenarios offered; ${file} under ${eds} as the CLI runs it (${got.runs[0].log.length} and ${got.runs[1].log.length} lines, each with its rule); a timing lab as the CLI reports it; names outside the list and bad editions refused ("${unknown.message.slice(0, 80)}")`);
} catch (e) {
  console.error('FAIL', e.stack || e.message);
  failed = true;
}
c.close();
await finish(server, failed);
