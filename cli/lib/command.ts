// Small helpers every command shares.
import type { Command } from 'commander';
import { connect, type Api, type AuthMode } from './api.ts';

/** The options of a command together with the global ones (--api-url). */
export function globals(command: Command): { apiUrl?: string } {
  return command.optsWithGlobals() as { apiUrl?: string };
}

export function api(command: Command, opts?: { auth?: AuthMode }): Promise<Api> {
  return connect(globals(command).apiUrl, opts);
}

export function examples(...lines: string[]): string {
  return `\nExamples:\n${lines.map((l) => `  $ cueboard ${l}`).join('\n')}`;
}
