// /api/organisations: the tenants of the deployment. The deployment owner creates them (anyone
// signed in when ORGANISATION_SELF_SERVICE is on) and becomes an organiser of each; a signed-in user
// lists their own with the roles they hold; anyone reads one's public face by its slug.
import { z } from 'zod';
import {
  myOrganisationSchema,
  organisationCreatedSchema,
  organisationCreateSchema,
  publicOrganisationSchema,
} from '@core/schemas/organisation.ts';
import { requireSignedIn } from '../authz.ts';
import { run } from '../context.ts';
import { created, jsonBody, ok, routes } from '../declare.ts';
import { conflict, forbidden, notFound } from '../errors.ts';
import { requireWithinLimit } from '../rate-limit.ts';
import { camel, camelAll } from '../rows.ts';

const columns = 'o.id, o.name, o.slug, o.time_zone, o.accent_colour, o.logo_url, o.created_at';
/** Organisations one account may create per day (self-service mode), so a script cannot flood the slugs. */
const createLimit = { max: 10, perSeconds: 86_400 };

export const organisations = routes()
  .endpoint(
    {
      method: 'post',
      path: '/',
      summary: 'Create an organisation (the deployment owner; anyone signed in when self-service is on)',
      request: { body: jsonBody(organisationCreateSchema) },
      responses: created(organisationCreatedSchema),
    },
    async (c, request) => {
      const userId = requireSignedIn(c.var.claims);
      const input = await request.body();
      await requireWithinLimit(c, `api:organisations:create:${userId}`, createLimit);
      const owner = await run(c, async (tx) => {
        const [row] = await tx.query<{ yes: boolean }>('select public.is_deployment_owner() as yes');
        return row.yes;
      });
      if (!owner && !c.var.deps.selfServiceOrganisations) {
        throw forbidden('Only the deployment owner can create organisations');
      }
      // The API's own connection: the caller becomes the first organiser of what they create, which
      // no policy lets a user grant themselves.
      const row = await c.var.deps.db.transaction(async (tx) => {
        const [taken] = await tx.query('select 1 from public.organisations where slug = $1', [input.slug]);
        if (taken) throw conflict('That slug is taken', { slug: ['That slug is taken'] });
        const [org] = await tx.query<{ id: string; slug: string }>(
          'insert into public.organisations (name, slug) values ($1, $2) returning id, slug',
          [input.name, input.slug],
        );
        await tx.query(
          `insert into public.user_roles (user_id, role, organisation_id) values ($1::uuid, 'organiser', $2)`,
          [userId, org.id],
        );
        return { id: Number(org.id), slug: org.slug };
      });
      return c.json(row, 201);
    },
  )
  .endpoint(
    {
      method: 'get',
      path: '/',
      summary: "The caller's organisations, each with the roles they hold in it",
      responses: ok(z.array(myOrganisationSchema)),
    },
    async (c) => {
      requireSignedIn(c.var.claims);
      const rows = await run(c, (tx) =>
        tx.query(
          `with mine as (
             select ur.organisation_id, ur.role::text as role from public.user_roles ur
             where ur.user_id = (select auth.uid()) and ur.organisation_id is not null
             union
             select t.organisation_id, 'captain' from public.teams t where t.captain_user_id = (select auth.uid())
             union
             select p.organisation_id, 'player' from public.players p where p.user_id = (select auth.uid())
           )
           select ${columns}, array_agg(distinct m.role order by m.role) as roles
           from public.organisations o join mine m on m.organisation_id = o.id
           group by o.id order by o.name, o.id`,
        ),
      );
      return c.json(camelAll(rows));
    },
  )
  .endpoint(
    {
      method: 'get',
      path: '/{slug}',
      summary: 'An organisation by its slug: its public fields and leagues (anyone)',
      request: { params: z.object({ slug: z.string().max(63) }) },
      responses: ok(publicOrganisationSchema),
    },
    async (c) => {
      const slug = c.req.param('slug') ?? '';
      const row = await run(c, async (tx) => {
        const [org] = await tx.query(`select ${columns} from public.organisations o where o.slug = $1`, [
          slug,
        ]);
        if (!org) return undefined;
        const leagues = await tx.query(
          'select id, name, season from public.leagues where organisation_id = $1 order by created_at, id',
          [org.id],
        );
        return { ...camel(org), leagues: camelAll(leagues) };
      });
      if (!row) throw notFound('Organisation');
      return c.json(row);
    },
  );
