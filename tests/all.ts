// `npm test`: every check, in order, as CI runs it (.ci/run); stops at the first that fails and prints
// each phase's time, so a slow phase shows in CI's output. `npm run test:fast` is the minute-long loop.
import { spawnSync } from 'node:child_process';

const phases = ['lint', 'typecheck', 'build', 'build-storybook', 'test:unit', 'test:e2e'];
const times: string[] = [];
const started = performance.now();
let failed: string | undefined;
for (const phase of phases) {
  const at = performance.now();
  console.log(`\n=== npm run ${phase}`);
  const { status } = spawnSync('npm', ['run', phase], { stdio: 'inherit' });
  times.push(`${phase}: ${((performance.now() - at) / 1000).toFixed(0)} s`);
  if (status !== 0) {
    failed = phase;
    break;
  }
}
console.log(
  `\n=== times\n${times.join('\n')}\ntotal: ${((performance.now() - started) / 1000).toFixed(0)} s`,
);
if (failed) {
  console.log(`npm test failed at ${failed}`);
  process.exit(1);
}
