// /api/users: the accounts an organiser sees on /people, a page at a time, searchable by e-mail or
// display name. auth.users is readable only by the API's own connection (no API role may read it),
// so the caller is checked as an organiser first, as themselves, and only then is it read.
// Tenancy (docs/architecture.md): an organiser sees the accounts of their organisations (a role or a
// player there) and accounts in none yet (a new sign-up waiting for a role), never an account that
// belongs only to other organisations; roles and player are theirs only. The deployment owner sees all.
import {
  accountsPageSchema,
  accountsQuerySchema,
  type Account,
  type AccountSort,
} from '@core/schemas/account.ts';
import { requireOrganiser } from '../authz.ts';
import { run } from '../context.ts';
import { ok, routes } from '../declare.ts';
import { parse } from '../validate.ts';

// Only columns Supabase's own auth.users has, so the same query serves a Supabase project.
// strpos, not like: a typed % or _ is a character to find, not a wildcard.
const matches = `($1::text is null
  or strpos(lower(u.email), lower($1)) > 0
  or strpos(lower(coalesce(p.display_name, '')), lower($1)) > 0)`;

// $n: the caller's organisations; null for the deployment owner (every account, every role).
const inScope = (n: number) => `($${n}::bigint[] is null
  or not exists (select 1 from public.user_roles ur where ur.user_id = u.id and ur.organisation_id is not null)
     and not exists (select 1 from public.players pl where pl.user_id = u.id)
  or exists (select 1 from public.user_roles ur where ur.user_id = u.id and ur.organisation_id = any ($${n}))
  or exists (select 1 from public.players pl where pl.user_id = u.id and pl.organisation_id = any ($${n})))`;
const ours = (alias: string, n: number) =>
  `($${n}::bigint[] is null or ${alias}.organisation_id = any ($${n}))`;

// Each sort is a fixed clause (never the caller's text); e-mail then id break ties, so pages never overlap.
const orders: Record<AccountSort, string> = {
  email: `lower(email) collate "C", id`,
  '-email': `lower(email) collate "C" desc, id`,
  name: `lower(display_name) collate "C" nulls last, lower(email) collate "C", id`,
  '-name': `lower(display_name) collate "C" desc nulls last, lower(email) collate "C", id`,
  lastSignIn: `last_sign_in_at nulls last, lower(email) collate "C", id`,
  '-lastSignIn': `last_sign_in_at desc nulls last, lower(email) collate "C", id`,
};

export const users = routes().endpoint(
  {
    method: 'get',
    path: '/',
    summary:
      "The accounts of the caller's organisations and those in none yet (the deployment owner: every " +
      'account), with display name, confirmation, last sign-in, their roles and linked player ' +
      '(organisers). q matches e-mail or display name; paging: limit (default 50, at most 200) and offset. ' +
      'sort: email (default), name or lastSignIn, with a leading - for the other way.',
    request: { query: accountsQuerySchema },
    responses: ok(accountsPageSchema),
  },
  async (c) => {
    const scope = await run(c, async (tx) => {
      await requireOrganiser(tx, c.var.claims, "read other users' accounts");
      const [row] = await tx.query<{ owner: boolean; organisations: string[] }>(
        `select public.is_deployment_owner() as owner, public.organised_organisations()::text[] as organisations`,
      );
      return row.owner ? null : row.organisations;
    });
    const query = parse(accountsQuerySchema, c.req.query());
    const q = query.q ? query.q : null;
    const db = c.var.deps.db;
    const [{ total }] = await db.query<{ total: number }>(
      `select count(*)::int as total
       from auth.users u left join public.profiles p on p.id = u.id
       where ${matches} and ${inScope(2)}`,
      [q, scope],
    );
    const order = orders[query.sort ?? 'email'];
    // The page is chosen first, so the roles and player of only its rows are looked up.
    const items = await db.query<Account>(
      `with page as (
         select * from (
           select u.id, coalesce(u.email, '') as email, p.display_name, u.email_confirmed_at, u.last_sign_in_at
           from auth.users u left join public.profiles p on p.id = u.id
           where ${matches} and ${inScope(4)}
         ) listed
         order by ${order}
         limit $2 offset $3
       )
       select page.id::text as id, page.email, page.display_name as "displayName",
              page.email_confirmed_at as "confirmedAt", page.last_sign_in_at as "lastSignInAt",
              -- A role names its organisation only when the deployment hosts more than one (as e-mails do).
              coalesce((select json_agg(case when several.yes
                                          then json_build_object('role', ur.role, 'teamId', ur.team_id, 'organisationName', o.name)
                                          else json_build_object('role', ur.role, 'teamId', ur.team_id) end
                                        order by ur.role, o.name, ur.team_id nulls first)
                        from public.user_roles ur left join public.organisations o on o.id = ur.organisation_id
                        where ur.user_id = page.id and ${ours('ur', 4)}), '[]'::json) as roles,
              (select min(pl.id) from public.players pl where pl.user_id = page.id and ${ours('pl', 4)}) as "playerId"
       from page cross join (select count(*) > 1 as yes from public.organisations) several
       order by ${order}`,
      [q, query.limit, query.offset, scope],
    );
    return c.json({ items, total });
  },
);
