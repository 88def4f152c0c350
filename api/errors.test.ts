import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { ApiDeps, ApiEnv } from './context.ts';
import { handleError } from './errors.ts';
import type { ApiLogger } from './logger.ts';

function appLogging(into: { details: Record<string, unknown>; message: string }[]) {
  const logger: ApiLogger = { error: (details, message) => void into.push({ details, message }) };
  const deps = { logger } as Partial<ApiDeps> as ApiDeps;
  const app = new Hono<ApiEnv>();
  app.onError(handleError);
  app.use((c, next) => {
    c.set('deps', deps);
    return next();
  });
  app.get('/boom', () => {
    throw new Error('something broke');
  });
  return app;
}

describe('an unexpected error', () => {
  it('answers 500 without its details and reports it through the API logger', async () => {
    const logged: { details: Record<string, unknown>; message: string }[] = [];
    const res = await appLogging(logged).request('/boom');
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ code: 'internal', message: 'Internal server error' });
    expect(logged).toHaveLength(1);
    expect(logged[0].message).toBe('api: unexpected error');
    expect(logged[0].details).toMatchObject({ method: 'GET', path: '/boom' });
    expect((logged[0].details.err as Error).message).toBe('something broke');
  });
});
