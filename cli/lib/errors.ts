// One error path for the CLI: every failure becomes a CliError and handleError prints it without a
// stack trace. Exit codes: 1 failure, 2 usage error (bad or missing flags).
import { HttpError } from '@core/client/http-error.ts';
import { io } from './io.ts';
import { paint } from './output.ts';

export type Fields = Record<string, string[]>;

export class CliError extends Error {
  readonly exitCode: 1 | 2;
  readonly fields?: Fields;
  readonly suggestion?: string;
  constructor(message: string, opts: { exitCode?: 1 | 2; fields?: Fields; suggestion?: string } = {}) {
    super(message);
    this.name = 'CliError';
    this.exitCode = opts.exitCode ?? 1;
    this.fields = opts.fields;
    this.suggestion = opts.suggestion;
  }
}

export class UsageError extends CliError {
  constructor(message: string, opts: { fields?: Fields; suggestion?: string } = {}) {
    super(message, {
      ...opts,
      exitCode: 2,
      suggestion: opts.suggestion ?? 'Run with --help to see the options.',
    });
  }
}

/** A missing required value where no prompt may be shown (no terminal, or CI). */
export function missingFlag(flag: string): UsageError {
  return new UsageError(`Missing required option ${flag}`, {
    suggestion: `Pass ${flag}; prompts are only shown on a terminal outside CI.`,
  });
}

const suggestions: Record<number, string> = {
  400: 'Check the values above and try again.',
  401: 'Run `cueboard login` (or set CUEBOARD_TOKEN) and try again.',
  403: 'Ask an organiser to grant you the role this needs.',
  404: 'Check the id; list what exists with the matching list command.',
  409: 'It conflicts with what is already there; change the value or remove the existing one.',
  429: 'Too many requests; wait a moment and try again.',
};

/** A call the server refused: its message and fields, and what to do about it. */
export function refused(err: HttpError): CliError {
  return new CliError(err.serverMessage ?? err.message, {
    fields: err.fields,
    suggestion: suggestions[err.status],
  });
}

function describe(err: unknown): CliError {
  if (err instanceof CliError) return err;
  if (err instanceof HttpError) return refused(err);
  const name = (err as { name?: string } | null)?.name;
  if (name === 'ExitPromptError' || name === 'AbortPromptError')
    return new CliError('Cancelled', { exitCode: 1 });
  const message = err instanceof Error ? err.message : String(err);
  return new CliError(message || 'An unexpected error occurred', {
    suggestion: 'If this keeps happening, report it with the command you ran.',
  });
}

export function formatError(err: unknown): string {
  const e = describe(err);
  const lines = [paint.red(`Error: ${e.message}`)];
  for (const [field, messages] of Object.entries(e.fields ?? {})) {
    for (const message of messages) lines.push(`  ${paint.bold(field)}: ${message}`);
  }
  if (e.suggestion) lines.push(paint.dim(e.suggestion));
  return lines.join('\n');
}

export function handleError(err: unknown): never {
  io().stderr.write(`${formatError(err)}\n`);
  return io().exit(describe(err).exitCode);
}
