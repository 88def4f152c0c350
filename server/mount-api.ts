// Loads the /api app (api/app.ts, written in its own issue). Until that file exists the host
// serves no /api routes; the dynamic import keeps this file compiling either way.
import { existsSync } from 'node:fs';
import type { Claims, Db } from '../api/db/port.ts';

export interface ApiDeps {
  db: Db;
  verifyJwt(token: string): Promise<Claims>;
}

type ApiApp = { fetch(request: Request, env?: unknown): Response | Promise<Response> };

export async function loadApi(deps: ApiDeps): Promise<ApiApp | undefined> {
  const file = new URL('../api/app.ts', import.meta.url);
  if (!existsSync(file)) return undefined;
  const module = (await import(file.href)) as { createApi(deps: ApiDeps): ApiApp };
  return module.createApi(deps);
}
