// Runs `cueboard` the way a script or CI would: no terminal attached, CI set, colours off.
// runCli runs the program inside this process (cli/program.ts with its own output and environment,
// cli/lib/io.ts), which costs milliseconds; runBin spawns the real bin (cli/bin.mjs), for the few
// tests that are about the process itself: its exit code, its streams, the tsx entry.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { runWithIo } from '../../cli/lib/io.ts';
import { main } from '../../cli/program.ts';

const bin = fileURLToPath(new URL('../../cli/bin.mjs', import.meta.url));

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

interface RunOptions {
  env?: Record<string, string | undefined>;
}

const environment = (opts: RunOptions) => ({ ...process.env, CI: 'true', NO_COLOR: '1', ...opts.env });

class Exit {
  constructor(readonly code: number) {}
}

export async function runCli(args: string[], opts: RunOptions = {}): Promise<CliResult> {
  const result: CliResult = { code: 0, stdout: '', stderr: '' };
  try {
    await runWithIo(
      {
        stdout: { write: (text: string) => (result.stdout += text), isTTY: false },
        stderr: { write: (text: string) => (result.stderr += text), isTTY: false },
        stdinIsTTY: false,
        env: environment(opts),
        exit: (code) => {
          throw new Exit(code);
        },
      },
      () => main(args),
    );
  } catch (error) {
    if (!(error instanceof Exit)) throw error;
    result.code = error.code;
  }
  return result;
}

export function runBin(args: string[], opts: RunOptions = {}) {
  return new Promise<CliResult>((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], {
      env: environment(opts),
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end();
  });
}
