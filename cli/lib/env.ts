// The CLI's environment, parsed once (STYLE.md: config is parsed, not read).
import { homedir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { UsageError } from './errors.ts';
import { io } from './io.ts';

const schema = z.object({
  CUEBOARD_API_URL: z.url('CUEBOARD_API_URL must be a URL like http://localhost:8787').optional(),
  CUEBOARD_TOKEN: z.string().min(1).optional(),
  XDG_CONFIG_HOME: z.string().min(1).optional(),
});

export const DEFAULT_API_URL = 'http://localhost:8787';

export function readEnv() {
  const parsed = schema.safeParse(
    Object.fromEntries(Object.entries(io().env).filter(([, v]) => v !== undefined && v !== '')),
  );
  if (!parsed.success) {
    throw new UsageError('Invalid environment', {
      fields: Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), [i.message]])),
    });
  }
  const env = parsed.data;
  return {
    apiUrl: env.CUEBOARD_API_URL,
    token: env.CUEBOARD_TOKEN,
    configDir: join(env.XDG_CONFIG_HOME ?? join(homedir(), '.config'), 'cueboard'),
  };
}

/** --api-url, else CUEBOARD_API_URL, else the local host; trailing slashes dropped. */
export function hostUrl(flag: string | undefined): string {
  const raw = flag ?? readEnv().apiUrl ?? DEFAULT_API_URL;
  if (!z.url().safeParse(raw).success) {
    throw new UsageError(`Invalid value for --api-url`, {
      fields: { '--api-url': ['--api-url must be a URL like http://localhost:8787'] },
    });
  }
  return raw.replace(/\/+$/, '');
}
