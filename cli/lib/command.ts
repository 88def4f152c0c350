// Small helpers every command shares.
import type { Command } from 'commander';
import { z } from 'zod';
import { connect, type Api, type AuthMode } from './api.ts';
import { flag, flagsSchema, parseOptions } from './options.ts';

/** An organisation's slug as `POST /api/organisations` accepts it (core/schemas/organisation.ts). */
export const orgSlug = (name: string) =>
  z
    .string()
    .regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/, `${name} must be an organisation's slug, like city-league`);

/** The options every command takes (program.ts adds them to the program). */
export const globalFlags = {
  apiUrl: flag(
    '--api-url <url>',
    'Cueboard host (env CUEBOARD_API_URL, default http://localhost:8787)',
    // hostUrl() (lib/env.ts) checks it, after the environment's value.
    z.string().optional(),
  ),
  org: flag(
    '--org <slug>',
    'the organisation to work in (default: the one `cueboard org use` chose, else your only one)',
    orgSlug('--org').optional(),
  ),
};
const globalsSchema = flagsSchema(globalFlags);

/** The options of a command together with the global ones (--api-url, --org). */
export function globals(command: Command): z.output<typeof globalsSchema> {
  const all = command.optsWithGlobals() as Record<string, unknown>;
  return parseOptions(globalsSchema, { apiUrl: all.apiUrl, org: all.org });
}

export function api(command: Command, opts: { auth?: AuthMode } = {}): Promise<Api> {
  const { apiUrl, org } = globals(command);
  return connect(apiUrl, { ...opts, org });
}

export function examples(...lines: string[]): string {
  return `\nExamples:\n${lines.map((l) => `  $ cueboard ${l}`).join('\n')}`;
}
