// `npm test`: every test layer, one after the other. Each layer runs even when an earlier one failed, so one
// failure never hides the others; a summary line per layer closes the run, and the exit code is non-zero when
// any layer failed.
import { spawnSync } from 'node:child_process';

// The visual gate's own test (a one-step token change must fail the visual layer) runs after the visual layer.
const layers = ['test:unit', 'test:server', 'test:stories', 'test:visual', 'test:visual-gate', 'test:e2e'];
const results = [];
for (const layer of layers) {
  const start = performance.now();
  const run = spawnSync('npm', ['run', layer], { stdio: 'inherit' });
  results.push({
    layer,
    passed: run.status === 0,
    seconds: Math.round((performance.now() - start) / 1000),
  });
}

console.log('\nTest layers:');
for (const { layer, passed, seconds } of results) {
  console.log(`  ${passed ? 'passed' : 'FAILED'}  ${layer.padEnd(17)} ${seconds} s`);
}
const failed = results.filter((result) => !result.passed).length;
console.log(`layers: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
