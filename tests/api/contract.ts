// Every JSON answer the API suites receive is checked against the response schema its route declares
// (api/declare.ts, the same declarations openapi.json is made from), so the suites double as contract
// tests: an answer outside its schema fails the test that received it, naming the route and the field.
import type { createApi } from '../../api/app.ts';
import type { z } from 'zod';

interface Declared {
  method: string;
  path: string;
  pattern: RegExp;
  /** Literal path segments first: /players/bulk is matched before /players/{id}. */
  params: number;
  responses: Record<string, { content?: { 'application/json'?: { schema?: z.ZodType } } } | undefined>;
}

function declaredRoutes(app: ReturnType<typeof createApi>): Declared[] {
  return app.openAPIRegistry.definitions
    .flatMap((d) => (d.type === 'route' ? [d.route] : []))
    .map((route) => ({
      method: route.method.toUpperCase(),
      path: route.path,
      pattern: new RegExp(`^${route.path.replaceAll(/\{\w+\}/g, '[^/]+')}$`),
      params: (route.path.match(/\{/g) ?? []).length,
      responses: route.responses as Declared['responses'],
    }))
    .sort((a, b) => a.params - b.params);
}

/** Checks one answer: throws when a JSON body does not match its route's declared schema for that status. */
export function contractOf(app: ReturnType<typeof createApi>) {
  const routes = declaredRoutes(app);
  return (method: string, url: string, status: number, contentType: string | null, body: unknown) => {
    if (!contentType?.startsWith('application/json')) return;
    const path = new URL(url, 'http://api').pathname.replace(/^\/api/, '');
    const route = routes.find((r) => r.method === method.toUpperCase() && r.pattern.test(path));
    if (!route) return; // an undeclared address answers 404 in the error shape (tests/api/openapi.test.ts)
    const schema = (route.responses[status] ?? route.responses.default)?.content?.['application/json']
      ?.schema;
    if (!schema)
      throw new Error(`${route.method} ${route.path} answered ${status} with JSON it does not declare`);
    const checked = schema.safeParse(body);
    if (checked.success) return;
    const issues = checked.error.issues
      .slice(0, 3)
      .map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`)
      .join('; ');
    throw new Error(
      `${route.method} ${route.path} answered ${status} outside its declared schema: ${issues}`,
    );
  };
}
