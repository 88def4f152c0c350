// `npm run test:fast`: the loop to run before a commit, about a minute on a 2-core machine. ESLint and
// Prettier on the files changed since HEAD (and new ones), the typecheck (incremental, its state in
// node_modules/.cache), and every vitest suite that needs no browser, host process or PostgreSQL server
// (vitest.fast.config.ts). Prints each phase's time. `npm test` still runs everything.
import { spawn, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

interface Phase {
  name: string;
  command: string;
  args: string[];
}

function changedFiles(): string[] {
  const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).split('\n');
  const files = [
    ...git('diff', '--name-only', '--diff-filter=d', 'HEAD'),
    ...git('ls-files', '--others', '--exclude-standard'),
  ];
  return [...new Set(files)].filter((f) => f && existsSync(f));
}

function run({
  name,
  command,
  args,
}: Phase): Promise<{ name: string; ok: boolean; seconds: number; output: string }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: { ...process.env, FORCE_COLOR: '0' } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) =>
      resolve({ name, ok: code === 0, seconds: (performance.now() - started) / 1000, output }),
    );
  });
}

const changed = changedFiles();
const code = changed.filter((f) => /\.(ts|tsx|js|mjs)$/.test(f));
const phases: Phase[] = [
  {
    name: 'typecheck',
    command: 'npx',
    args: [
      'tsc',
      '-p',
      'tsconfig.json',
      '--incremental',
      '--tsBuildInfoFile',
      'node_modules/.cache/cueboard/tsc.tsbuildinfo',
    ],
  },
  {
    name: 'vitest (no browser, host or PostgreSQL)',
    command: 'npx',
    args: ['vitest', 'run', '--config', 'vitest.fast.config.ts'],
  },
];
if (code.length)
  phases.push({ name: `eslint (${code.length} changed)`, command: 'npx', args: ['eslint', ...code] });
if (changed.length)
  phases.push({
    name: `prettier (${changed.length} changed)`,
    command: 'npx',
    args: ['prettier', '--check', '--ignore-unknown', ...changed],
  });

const started = performance.now();
const results = await Promise.all(phases.map(run));
for (const r of results) {
  if (!r.ok) console.log(`\n--- ${r.name} failed ---\n${r.output.trim()}`);
}
console.log('');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name}: ${r.seconds.toFixed(1)} s`);
console.log(`test:fast: ${((performance.now() - started) / 1000).toFixed(1)} s`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
