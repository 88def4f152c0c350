// Prompts only when a value is missing AND a terminal is attached AND CI is not set; otherwise a
// missing value is a usage error naming its flag, so scripts never hang waiting for input.
// inquirer is loaded only when a prompt is shown, to keep start-up quick for scripts.
import { CliError, missingFlag } from './errors.ts';
import { io } from './io.ts';

export function isCI(): boolean {
  const ci = io().env.CI;
  return ci !== undefined && ci !== '' && ci !== '0' && ci.toLowerCase() !== 'false';
}

export function canPrompt(): boolean {
  return Boolean(io().stdinIsTTY && io().stdout.isTTY) && !isCI();
}

/** The flag's value, or a prompt for it, or a usage error naming the flag. */
export async function need(value: string | undefined, flag: string, question: string): Promise<string> {
  if (value !== undefined && value !== '') return value;
  if (!canPrompt()) throw missingFlag(flag);
  const { input } = await import('@inquirer/prompts');
  return input({ message: question, required: true });
}

export async function needSecret(value: string | undefined, flag: string, question: string): Promise<string> {
  if (value !== undefined && value !== '') return value;
  if (!canPrompt()) throw missingFlag(flag);
  const { password } = await import('@inquirer/prompts');
  return password({ message: question, mask: '*' });
}

/** Confirms a destructive step: --yes skips it; without a terminal it must be given. */
export async function confirm(question: string, yes: boolean | undefined): Promise<void> {
  if (yes) return;
  if (!canPrompt()) {
    throw new CliError(`Confirmation required: ${question}`, {
      exitCode: 2,
      suggestion: 'Pass --yes to confirm without a prompt.',
    });
  }
  const { confirm: ask } = await import('@inquirer/prompts');
  if (!(await ask({ message: question, default: false }))) throw new CliError('Cancelled');
}
