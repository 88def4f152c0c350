// A fixture page refetches its scorecard on each event about its fixture or frames; a cup page its
// bracket on each event that can change it (core/rules/cup-bracket.ts: its own matches, a draw, a
// winner moving on), not on every frame of the night.
import { call } from '../../../../core/client/client.ts';
import { eventConcernsBracket } from '../../../../core/rules/cup-bracket.ts';
import type { PublicCupPage, PublicFixturePage } from '../../../../core/schemas/public-site.ts';
import { useLivePage } from './use-live-page.ts';

const fresh = { init: { cache: 'no-store' as const } };

export function useLiveFixture(initial: PublicFixturePage): PublicFixturePage {
  const param = { leagueId: String(initial.league.id), id: String(initial.fixture.id) };
  return useLivePage(
    initial,
    { topics: ['frames', 'fixtures'], fixtureId: initial.fixture.id },
    (api) => call(api.public.leagues[':leagueId'].fixtures[':id'].$get({ param }, fresh)),
    `fixture:${param.id}`,
  );
}

export function useLiveCup(initial: PublicCupPage): PublicCupPage {
  const param = { leagueId: String(initial.league.id), id: String(initial.bracket.cup.id) };
  return useLivePage(
    initial,
    { topics: ['frames', 'fixtures'] },
    (api) => call(api.public.leagues[':leagueId'].cups[':id'].$get({ param }, fresh)),
    `cup:${param.id}`,
    (event, page) => eventConcernsBracket(event, page.bracket),
  );
}
