// The CLI's own settings, kept beside the session in $XDG_CONFIG_HOME/cueboard/config.json: today the
// default organisation per host (`cueboard org use <slug>`), so a caller in several need not pass
// --org every time.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { readEnv } from './env.ts';

const schema = z.object({
  /** The default organisation's slug, per host (a host's URL without /api). */
  organisations: z.record(z.string(), z.string()).default({}),
});
type Config = z.output<typeof schema>;

const configPath = () => join(readEnv().configDir, 'config.json');

/** The stored settings; a missing or unreadable file is no settings. */
async function loadConfig(): Promise<Config> {
  try {
    const parsed = schema.safeParse(JSON.parse(await readFile(configPath(), 'utf8')));
    if (parsed.success) return parsed.data;
  } catch {
    // No file yet (or not JSON): start from nothing.
  }
  return schema.parse({});
}

async function saveConfig(config: Config): Promise<void> {
  await mkdir(readEnv().configDir, { recursive: true, mode: 0o700 });
  await writeFile(configPath(), JSON.stringify(config, null, 2), { mode: 0o600 });
}

/** The default organisation's slug on this host, if one was chosen. */
export async function defaultOrganisation(host: string): Promise<string | undefined> {
  return (await loadConfig()).organisations[host];
}

/** Remembers (or, given undefined, forgets) the default organisation on this host. */
export async function setDefaultOrganisation(host: string, slug: string | undefined): Promise<void> {
  const config = await loadConfig();
  if (slug === undefined) delete config.organisations[host];
  else config.organisations[host] = slug;
  await saveConfig(config);
}
