// GET /api/fixtures/{id}/result: the result page's one answer (core/schemas/fixture-result.ts).
// Readable by whoever may read the fixture (RLS decides); people are named only to signed-in callers
// (api/names.ts), and by name, never by account id.
import { fixtureResultSchema } from '@core/schemas/fixture-result.ts';
import type { Claims, Queryable } from '../db/port.ts';
import { isOrganiser } from '../authz.ts';
import { run } from '../context.ts';
import { ids, ok, routes } from '../declare.ts';
import { notFound } from '../errors.ts';
import { camel, camelAll } from '../rows.ts';
import { pathId } from '../validate.ts';
import { lapseConfirmations } from './confirmations.ts';

interface FixtureNames {
  homeTeamId: number;
  awayTeamId: number;
  kickoffAt: string;
  confirmation: string | null;
  disputeReason: string | null;
  homeTeam: string;
  awayTeam: string;
  venue: string | null;
  division: string;
}

/** Who entered a frame: a name for signed-in callers (null when nobody is recorded); anonymous, nobody. */
const enteredBy = (claims: Claims) =>
  claims.role === 'anon'
    ? 'null::json as entered_by'
    : `case when fr.entered_by is null then null
        else json_build_object('name', public.person_name_of(fr.entered_by)) end as entered_by`;

const frames = (tx: Queryable, claims: Claims, id: number) =>
  tx.query(
    `select fr.id, fr.frame_no, fr.home_player_id, hp.full_name as home_player, fr.away_player_id,
       ap.full_name as away_player, fr.winner, ${enteredBy(claims)},
       case when fr.winner <> 'na' or fr.home_player_id is not null or fr.away_player_id is not null
         then fr.updated_at end as entered_at
     from public.frames fr
     left join public.players hp on hp.id = fr.home_player_id
     left join public.players ap on ap.id = fr.away_player_id
     where fr.fixture_id = $1 order by fr.frame_no, fr.id`,
    [id],
  );

/** The players who may play for a team in this fixture (public.plays_for_at, the frames' own rule). */
const sidePlayers = (tx: Queryable, teamId: number, kickoffAt: string) =>
  tx.query<{ id: number; name: string }>(
    `select p.id, p.full_name as name from public.players p
     where public.plays_for_at(p.id, $1::bigint, $2::timestamptz) order by p.full_name, p.id`,
    [teamId, kickoffAt],
  );

async function dispute(tx: Queryable, claims: Claims, id: number, f: FixtureNames) {
  if (f.confirmation !== 'disputed') return null;
  if (claims.role === 'anon') return { reason: f.disputeReason ?? '', by: null, at: null };
  const [row] = await tx.query<{ disputed_by_name: string | null; disputed_at: string }>(
    'select disputed_by_name, disputed_at from public.fixture_disputed_by($1::bigint)',
    [id],
  );
  return {
    reason: f.disputeReason ?? '',
    by: row ? { name: row.disputed_by_name } : null,
    at: row ? (camel<{ disputedAt: string }>(row).disputedAt ?? null) : null,
  };
}

export const fixtureResult = routes().endpoint(
  {
    method: 'get',
    path: '/{id}/result',
    summary:
      'A fixture as its result page shows it: teams, frames with names, dispute, what the caller may do',
    request: { params: ids('id') },
    responses: ok(fixtureResultSchema),
  },
  async (c) => {
    const id = pathId(c);
    const claims = c.var.claims;
    await lapseConfirmations(c);
    const result = await run(c, async (tx) => {
      const [row] = await tx.query(
        `select f.*, h.name as home_team, a.name as away_team, v.name as venue, d.name as division
         from public.fixtures f
         join public.teams h on h.id = f.home_team_id
         join public.teams a on a.id = f.away_team_id
         join public.divisions d on d.id = f.division_id
         left join public.venues v on v.id = f.venue_id
         where f.id = $1`,
        [id],
      );
      if (!row) return undefined;
      const { homeTeam, awayTeam, venue, division, ...fixture } = camel<
        FixtureNames & Record<string, unknown>
      >(row);
      const signedIn = claims.role === 'authenticated';
      const organiser = await isOrganiser(tx, claims);
      const [answer] = signedIn
        ? await tx.query<{ ok: boolean }>('select public.can_confirm_fixture($1::bigint) as ok', [id])
        : [{ ok: false }];
      return {
        fixture,
        homeTeam,
        awayTeam,
        venue,
        division,
        frames: camelAll(await frames(tx, claims, id)),
        dispute: await dispute(tx, claims, id, fixture as unknown as FixtureNames),
        canAnswer: answer.ok && fixture.confirmation === 'awaiting',
        canSettle: organiser && (fixture.confirmation === 'awaiting' || fixture.confirmation === 'disputed'),
        players: organiser
          ? {
              home: await sidePlayers(tx, fixture.homeTeamId as number, fixture.kickoffAt as string),
              away: await sidePlayers(tx, fixture.awayTeamId as number, fixture.kickoffAt as string),
            }
          : { home: [], away: [] },
      };
    });
    if (!result) throw notFound('Fixture');
    return c.json(result);
  },
);
