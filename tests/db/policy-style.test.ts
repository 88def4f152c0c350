// Policies call zero-argument helpers wrapped, as (select public.is_organiser()): Postgres then
// evaluates the helper once per statement (an init plan) instead of once per row. Helpers that take a
// column of the row (public.is_captain_of(team_id)) cannot be wrapped and are left alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../api/db/port.ts';
import { engines, freshDb } from '../support/engines.ts';

interface Policy {
  name: string;
  qual: string | null;
  check: string | null;
}

const helperSchemas = ['public', 'auth', 'storage'];

/** Every call of the helper in the expression that is not the whole of a scalar subquery. */
function unwrappedCalls(expression: string, helper: string): number {
  const call = `(?<![\\w.])${helper.replaceAll('.', '\\.')}\\(\\)`;
  const all = expression.match(new RegExp(call, 'g'))?.length ?? 0;
  const wrapped = expression.match(new RegExp(`\\( SELECT ${call} AS \\w+\\)`, 'g'))?.length ?? 0;
  return all - wrapped;
}

describe('the check for unwrapped helpers', () => {
  it('tells a wrapped call from a bare one, in the form pg_get_expr prints', () => {
    expect(unwrappedCalls('( SELECT public.is_organiser() AS is_organiser)', 'public.is_organiser')).toBe(0);
    expect(unwrappedCalls('(user_id = ( SELECT auth.uid() AS uid))', 'auth.uid')).toBe(0);
    expect(unwrappedCalls('public.is_organiser()', 'public.is_organiser')).toBe(1);
    expect(unwrappedCalls('(( SELECT auth.uid() AS uid) = auth.uid())', 'auth.uid')).toBe(1);
    expect(unwrappedCalls('public.is_captain_of(team_id)', 'public.is_captain_of')).toBe(0);
  });
});

describe.each(engines)('policies on %s', (engine) => {
  let db: Db;
  let helpers: string[];
  let policies: Policy[];
  beforeAll(async () => {
    db = await freshDb(engine);
    // An empty search_path makes pg_get_expr qualify every name, so a helper reads the same everywhere.
    [helpers, policies] = await db.transaction(async (tx) => {
      await tx.query(`select set_config('search_path', '', true)`);
      const fns = await tx.query<{ name: string }>(
        `select n.nspname || '.' || p.proname as name from pg_proc p
         join pg_namespace n on n.oid = p.pronamespace
         where n.nspname = any($1) and p.prokind = 'f' and p.pronargs = p.pronargdefaults
           and p.prorettype <> 'trigger'::regtype
         order by 1`,
        [helperSchemas],
      );
      const rows = await tx.query<Policy>(
        `select n.nspname || '.' || c.relname || ': ' || p.polname as name,
           pg_get_expr(p.polqual, p.polrelid) as qual, pg_get_expr(p.polwithcheck, p.polrelid) as check
         from pg_policy p
         join pg_class c on c.oid = p.polrelid
         join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = any($1)
         order by 1`,
        [helperSchemas],
      );
      return [fns.map((f) => f.name), rows] as const;
    });
  });
  afterAll(() => db.close());

  it('finds the zero-argument helpers policies call', () => {
    expect(helpers).toEqual(
      expect.arrayContaining([
        'auth.jwt',
        'auth.role',
        'auth.uid',
        'public.is_organiser',
        'public.is_trusted_caller',
      ]),
    );
    expect(policies.length).toBeGreaterThan(40);
  });

  it('wraps every call of a zero-argument helper in every policy as (select helper())', () => {
    const unwrapped: string[] = [];
    let calls = 0;
    for (const policy of policies) {
      for (const [clause, expression] of [
        ['using', policy.qual],
        ['with check', policy.check],
      ] as const) {
        if (expression === null) continue;
        for (const helper of helpers) {
          calls += expression.split(`${helper}()`).length - 1;
          if (unwrappedCalls(expression, helper) > 0)
            unwrapped.push(`${policy.name} ${clause} ${expression}`);
        }
      }
    }
    expect(calls).toBeGreaterThan(40);
    expect(unwrapped).toEqual([]);
  });
});
