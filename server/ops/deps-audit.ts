// `npm run deps:audit`: the production dependencies against the npm advisory database. A high or
// critical finding fails the run unless audit-explanations.json says why it does not apply to us.
// When the advisory service cannot be reached, says so (exit 2) and lists the production
// dependencies that lag their latest release, the next best signal.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { seriousFindings, type AuditReport } from './audit-report.ts';

const run = promisify(execFile);
/** npm exits non-zero both for findings and for failures; the JSON tells them apart. */
async function npmJson(args: string[]): Promise<unknown> {
  const { stdout } = await run('npm', args, { maxBuffer: 64 * 1024 * 1024 }).catch(
    (error: { stdout?: string }) => ({ stdout: error.stdout ?? '{}' }),
  );
  return JSON.parse(stdout || '{}');
}

async function explanations(): Promise<Record<string, string>> {
  const file = new URL('./audit-explanations.json', import.meta.url);
  return JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
}

async function lagging() {
  const pkg = JSON.parse(await readFile('package.json', 'utf8')) as { dependencies: Record<string, string> };
  const outdated = (await npmJson(['outdated', '--json'])) as Record<
    string,
    { current: string; latest: string }
  >;
  return Object.entries(outdated).filter(([name]) => name in pkg.dependencies);
}

async function main() {
  const report = (await npmJson(['audit', '--omit=dev', '--json'])) as AuditReport;
  const findings = seriousFindings(report, await explanations());
  if (!findings) {
    console.log(`The advisory service could not be reached: ${report.message ?? 'no report'}`);
    const behind = await lagging();
    if (behind.length === 0) console.log('Every production dependency is at its latest release.');
    for (const [name, v] of behind) console.log(`  ${name} ${v.current} (latest ${v.latest})`);
    process.exitCode = 2;
    return;
  }
  for (const a of findings) {
    const why = a.explanation ? `\n  explained: ${a.explanation}` : '';
    console.log(`${a.severity}: ${a.title} (${a.range}) ${a.url}${why}`);
  }
  const open = findings.filter((a) => !a.explanation);
  console.log(`${findings.length} high or critical advisories, ${open.length} unexplained.`);
  process.exitCode = open.length === 0 ? 0 : 1;
}

await main();
