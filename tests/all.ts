// `npm test`: every check, as CI runs it (.ci/run); stops at the first step that fails and prints each
// phase's time, so a slow phase shows in CI's output. `npm run test:fast` is the minute-long loop.
// The checks that only read the code run side by side (eslint and tsc each keep one core busy for
// about 30 and 26 s); the builds follow the typecheck on its core, beside lint's last seconds,
// instead of after both (docs/testing.md). The test suites then take both cores each, one after
// the other.
import { spawn } from 'node:child_process';

interface Result {
  phase: string;
  ok: boolean;
  seconds: number;
}

/** One npm script; beside another, its output is kept and printed when it ends, not interleaved. */
function run(phase: string, alone: boolean): Promise<Result> {
  const at = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', phase], { stdio: alone ? 'inherit' : 'pipe' });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      if (!alone) process.stdout.write(`\n=== npm run ${phase}\n${output}`);
      resolve({ phase, ok: code === 0, seconds: (performance.now() - at) / 1000 });
    });
  });
}

/** The typecheck, then (when it passed) the builds side by side. */
async function typecheckThenBuild(): Promise<Result[]> {
  const typecheck = await run('typecheck', false);
  if (!typecheck.ok) return [typecheck];
  return [typecheck, ...(await Promise.all([run('build', false), run('build-storybook', false)]))];
}

const started = performance.now();
const results: Result[] = [];
const [lint, checked] = await Promise.all([run('lint', false), typecheckThenBuild()]);
results.push(lint, ...checked);
for (const phase of ['test:unit', 'test:e2e']) {
  if (results.some((r) => !r.ok)) break;
  console.log(`\n=== npm run ${phase}`);
  results.push(await run(phase, true));
}
const failed = results.filter((r) => !r.ok).map((r) => r.phase);
console.log(
  `\n=== times\n${results.map((r) => `${r.phase}: ${r.seconds.toFixed(0)} s`).join('\n')}\n` +
    `total: ${((performance.now() - started) / 1000).toFixed(0)} s`,
);
if (failed.length > 0) {
  console.log(`npm test failed at ${failed.join(', ')}`);
  process.exit(1);
}
