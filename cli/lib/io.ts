// The CLI's process boundary in one place: where output goes, which environment it reads, whether a
// terminal is attached, and how it exits. `cueboard` uses the process's own; a caller that runs the
// CLI inside its process (the CLI suites, tests/cli/run-cli.ts) gives each run its own through
// runWithIo, so runs never share output or environment.
import { AsyncLocalStorage } from 'node:async_hooks';

interface Stream {
  write(text: string): unknown;
  isTTY?: boolean;
}

export interface Io {
  stdout: Stream;
  stderr: Stream;
  stdinIsTTY: boolean;
  env: Record<string, string | undefined>;
  /** Ends the run with this exit code; never returns. */
  exit(code: number): never;
}

const processIo: Io = {
  stdout: process.stdout,
  stderr: process.stderr,
  get stdinIsTTY() {
    return Boolean(process.stdin.isTTY);
  },
  env: process.env,
  exit: (code) => process.exit(code),
};

const current = new AsyncLocalStorage<Io>();

/** The running command's input and output. */
export const io = (): Io => current.getStore() ?? processIo;

export function runWithIo<T>(own: Io, run: () => Promise<T>): Promise<T> {
  return current.run(own, run);
}
