// Output helpers: JSON alone on stdout for --json, colours and spinners only on a terminal.
// Both streams: escape codes must never end up in a file or a pipe.
import { io } from './io.ts';

const colours = () => Boolean(io().stdout.isTTY && io().stderr.isTTY) && !io().env.NO_COLOR;
const wrap = (open: number, close: number) => (text: string) =>
  colours() ? `\u001b[${open}m${text}\u001b[${close}m` : text;

export const paint = {
  red: wrap(31, 39),
  green: wrap(32, 39),
  yellow: wrap(33, 39),
  dim: wrap(2, 22),
  bold: wrap(1, 22),
};

export function printJson(value: unknown): void {
  io().stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

/** A warning on stderr, so --json output on stdout stays clean. */
export function warn(line: string): void {
  io().stderr.write(`${paint.yellow(`Warning: ${line}`)}\n`);
}

export function print(line = ''): void {
  io().stdout.write(`${line}\n`);
}

/** A plain text table: one header row, columns padded to the widest cell. */
export function printTable(headers: string[], rows: (string | number)[][]): void {
  const cells = rows.map((r) => r.map(String));
  const widths = headers.map((h, i) => Math.max(h.length, ...cells.map((r) => r[i]?.length ?? 0)));
  const line = (r: string[]) =>
    r
      .map((c, i) => c.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  print(paint.bold(line(headers)));
  for (const r of cells) print(line(r));
}

export interface Spinner {
  update(text: string): void;
  stop(final?: string): void;
}

/** A small spinner on stderr; silent unless stderr is a terminal. */
export function spinner(text: string): Spinner {
  const { stderr } = io();
  if (!stderr.isTTY) return { update() {}, stop() {} };
  const frames = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];
  let i = 0;
  let current = text;
  const draw = () => stderr.write(`\r\u001b[2K${paint.dim(frames[i++ % frames.length])} ${current}`);
  draw();
  const timer = setInterval(draw, 80);
  return {
    update(next) {
      current = next;
    },
    stop(final) {
      clearInterval(timer);
      stderr.write('\r\u001b[2K');
      if (final) stderr.write(`${paint.green('✔')} ${final}\n`);
    },
  };
}
