// Runs the real `cueboard` bin on a pseudo-terminal (util-linux `script`), the way a person at a
// shell would: prompts are shown and answered by typing.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const bin = fileURLToPath(new URL('../../cli/bin.mjs', import.meta.url));
const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
// Colours, cursor moves and line clearing are for the eyes; tests read the words.
const plain = (s: string) => stripVTControlCharacters(s).replace(/\r/g, '');

export interface Terminal {
  /** Everything shown so far, without terminal control codes. */
  screen(): string;
  /** Waits until the screen shows the text (after what was already matched). */
  waitFor(text: string, ms?: number): Promise<void>;
  /** Types a line and presses Enter. */
  type(line: string): void;
  exit: Promise<number | null>;
}

export function runInTerminal(args: string[], env: Record<string, string>): Terminal {
  // A wide terminal, so prompts are not wrapped across lines.
  const command = `stty cols 200; ${[process.execPath, bin, ...args].map(quote).join(' ')}`;
  const child = spawn('script', ['-q', '-e', '-f', '-c', command, '/dev/null'], {
    env: { ...process.env, CI: '', NO_COLOR: '1', TERM: 'xterm', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let raw = '';
  let from = 0;
  child.stdout.on('data', (d) => (raw += d));
  child.stderr.on('data', (d) => (raw += d));
  const exit = new Promise<number | null>((resolve) => child.on('close', resolve));
  return {
    screen: () => plain(raw),
    async waitFor(text, ms = 20_000) {
      const deadline = Date.now() + ms;
      for (;;) {
        const at = plain(raw).indexOf(text, from);
        if (at >= 0) {
          from = at + text.length;
          return;
        }
        if (Date.now() > deadline) throw new Error(`the terminal never showed ${text}:\n${plain(raw)}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    type(line) {
      child.stdin.write(`${line}\r`);
    },
    exit,
  };
}
