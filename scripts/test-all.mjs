// `npm test`: every test layer, one after the other. Each layer runs even when an earlier one failed, so one
// failure never hides the others. Each layer also writes its results as JSON (the file named in TEST_REPORT),
// and the closing summary gives each layer's counts and the name of every failed test (a visual failure with
// the path of its diff picture), then one line `layers: N passed, N failed`; the exit code is non-zero when any
// layer failed.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { readReport } from './testReports.mjs';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, '.test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

// One pass per story (issue #60): the visual layer renders each story once, runs its play function, has axe check
// it and compares its picture, so `test:stories` (the same play functions and axe in Vitest's browser mode) is not
// run again here; it stays for working on one story (docs/testing.md). The visual gate's own test (a one-step token
// change and a machine with other fonts) runs after the visual layer.
const layers = ['test:unit', 'test:server', 'test:visual', 'test:visual-gate', 'test:e2e'];
const reportFileOf = (layer) => path.join(reports, `${layer.replaceAll(':', '-')}.json`);

// With TEST_WITH_POSTGRES=1 (CI sets it), the server suite runs a second time against a real PostgreSQL, beside
// the visual layer (issue #60: the browser layers leave a core mostly idle; measured 161 s beside it against
// 179 s alone, with the visual layer no slower). Its output goes to a file, printed whole once the other layers
// are done, so that the two layers' lines do not interleave.
const postgresLayer = 'test:server:pg';
const withPostgres = process.env.TEST_WITH_POSTGRES === '1';
let postgresRun;
function startPostgresLayer() {
  // Its cluster test starts the production build, which the e2e layer would otherwise make later.
  spawnSync('node', [path.join(root, 'scripts/ensure-build.mjs')], { stdio: 'inherit' });
  const start = Date.now();
  const logFile = path.join(reports, 'test-server-pg.log');
  const log = openSync(logFile, 'w');
  const child = spawn('npm', ['run', postgresLayer], {
    stdio: ['ignore', log, log],
    env: { ...process.env, TEST_REPORT: reportFileOf(postgresLayer) },
  });
  closeSync(log);
  console.log(
    `\n${postgresLayer} started beside the visual layer (its output: ${path.relative(root, logFile)})`,
  );
  postgresRun = new Promise((resolve) => {
    child.on('error', () => resolve({ status: 1, start, logFile }));
    child.on('exit', (status) => resolve({ status, start, logFile }));
  });
}

const results = [];
for (const layer of layers) {
  if (withPostgres && layer === 'test:visual') startPostgresLayer();
  const start = performance.now();
  const reportFile = reportFileOf(layer);
  const run = spawnSync('npm', ['run', layer], {
    stdio: 'inherit',
    env: { ...process.env, TEST_REPORT: reportFile },
  });
  results.push({
    layer,
    passed: run.status === 0,
    seconds: Math.round((performance.now() - start) / 1000),
    report: readReport(reportFile, root),
  });
}
if (postgresRun) {
  const { status, start, logFile } = await postgresRun;
  console.log(`\n--- ${postgresLayer} (beside the visual layer) ---`);
  process.stdout.write(readFileSync(logFile, 'utf8'));
  results.push({
    layer: postgresLayer,
    passed: status === 0,
    // Its log's last write: this process learns of its exit only between the other layers.
    seconds: Math.round((statSync(logFile).mtimeMs - start) / 1000),
    report: readReport(reportFileOf(postgresLayer), root),
  });
}

const counts = (report) => {
  if (!report) return 'no results written';
  const parts = [`${report.passed} passed`, `${report.failed} failed`];
  if (report.flaky) parts.push(`${report.flaky} flaky`);
  if (report.skipped) parts.push(`${report.skipped} skipped`);
  return parts.join(', ');
};

console.log('\nTest layers:');
for (const { layer, passed, seconds, report } of results) {
  console.log(
    `  ${passed ? 'passed' : 'FAILED'}  ${layer.padEnd(17)} ${counts(report).padEnd(40)} ${seconds} s`,
  );
  for (const failure of report?.failures ?? []) {
    console.log(`      ✗ ${failure.name}${failure.detail ? `\n          ${failure.detail}` : ''}`);
  }
  for (const name of report?.flakyNames ?? []) console.log(`      ~ flaky (passed on its retry): ${name}`);
  if (!passed && report && report.failed === 0) {
    console.log('      ✗ the layer failed outside its tests: see its output above');
  }
}
const failed = results.filter((result) => !result.passed).length;
console.log(`layers: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
