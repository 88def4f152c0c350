// GET /api/public/leagues/{leagueId}[/divisions|teams|players|fixtures|cups/{id}]: the public league
// site's pages as data (core/schemas/public-site.ts), for its live fixture page and for a site served
// from elsewhere (docs/public-site.md). Read as the anonymous role whoever asks, and shared-cached.
import {
  publicCupPageSchema,
  publicDivisionPageSchema,
  publicFixturePageSchema,
  publicLeaguePageSchema,
  publicPlayerPageSchema,
  publicTeamPageSchema,
} from '@core/schemas/public-site.ts';
import type { PublicPageKind } from '@core/rules/public-paths.ts';
import type { Ctx } from '../context.ts';
import { ids, ok, routes } from '../declare.ts';
import { notFound } from '../errors.ts';
import { loadPublicPage } from '../public-pages/load.ts';
import { pathId } from '../validate.ts';

const what: Record<PublicPageKind, string> = {
  league: 'League',
  division: 'Division',
  team: 'Team',
  player: 'Player',
  fixture: 'Fixture',
  cup: 'Cup',
};

function page(kind: PublicPageKind) {
  return async (c: Ctx) => {
    const leagueId = pathId(c, 'leagueId');
    const id = kind === 'league' ? leagueId : pathId(c);
    const data = await loadPublicPage(c.var.deps.db, { kind, leagueId, id });
    if (!data) throw notFound(what[kind]);
    return c.json(data);
  };
}

const league = ids('leagueId');
const leagueAnd = ids('leagueId', 'id');

export const publicSite = routes()
  .endpoint(
    {
      method: 'get',
      path: '/leagues/{leagueId}',
      summary: "A league's public page: tables, latest results, next fixtures (anyone)",
      request: { params: league },
      responses: ok(publicLeaguePageSchema),
    },
    page('league'),
  )
  .endpoint(
    {
      method: 'get',
      path: '/leagues/{leagueId}/divisions/{id}',
      summary: "A division's public page: its table, fixtures and results by week (anyone)",
      request: { params: leagueAnd },
      responses: ok(publicDivisionPageSchema),
    },
    page('division'),
  )
  .endpoint(
    {
      method: 'get',
      path: '/leagues/{leagueId}/teams/{id}',
      summary: "A team's public page: roster names, fixtures, results, statistics (anyone)",
      request: { params: leagueAnd },
      responses: ok(publicTeamPageSchema),
    },
    page('team'),
  )
  .endpoint(
    {
      method: 'get',
      path: '/leagues/{leagueId}/players/{id}',
      summary: "A player's public page: statistics, rating, recent frames (anyone)",
      request: { params: leagueAnd },
      responses: ok(publicPlayerPageSchema),
    },
    page('player'),
  )
  .endpoint(
    {
      method: 'get',
      path: '/leagues/{leagueId}/fixtures/{id}',
      summary: "A fixture's public scorecard, frame by frame (anyone)",
      request: { params: leagueAnd },
      responses: ok(publicFixturePageSchema),
    },
    page('fixture'),
  )
  .endpoint(
    {
      method: 'get',
      path: '/leagues/{leagueId}/cups/{id}',
      summary: "A cup's public bracket: every match by round, its sides, race and score (anyone)",
      request: { params: leagueAnd },
      responses: ok(publicCupPageSchema),
    },
    page('cup'),
  );
