// Each page's <title> and description (also its Open Graph title and description), so a shared
// link previews as what it shows.
import type { PublicPage } from '../../../core/schemas/public-site.ts';
import { fixtureStatusRules } from '../../../core/rules/fixture-status.ts';
import { hasScore } from './lib/fixture-text.ts';

export interface PageHead {
  title: string;
  description: string;
}

export const notFoundHead: PageHead = {
  title: 'Page not found — Cueboard',
  description: 'There is no league, division, team, player or fixture at this address.',
};

export function pageHead(page: PublicPage | null): PageHead {
  if (!page) return notFoundHead;
  if (page.kind === 'organisation') {
    const { name } = page.organisation;
    const names = page.leagues.map((l) => `${l.name} ${l.season}`).join(', ');
    return {
      title: `${name} — leagues`,
      description: page.leagues.length
        ? `The leagues of ${name}: ${names}. Tables, results and fixtures.`
        : `${name} has no leagues yet.`,
    };
  }
  const league = `${page.league.name} ${page.league.season}`;
  switch (page.kind) {
    case 'league': {
      const leaders = page.divisions
        .filter((d) => d.standings[0])
        .map((d) => `${d.name}: ${d.standings[0].teamName} lead on ${d.standings[0].points} points`);
      return {
        title: `${league} — tables, results and fixtures`,
        description: [`Tables, latest results and next fixtures of ${league}.`, ...leaders].join(' '),
      };
    }
    case 'division': {
      const top = page.division.standings[0];
      return {
        title: `${page.division.name} — ${league}`,
        description: `The ${page.division.name} table and every fixture and result, week by week.${
          top ? ` ${top.teamName} lead on ${top.points} points.` : ''
        }`,
      };
    }
    case 'team': {
      const s = page.stats;
      return {
        title: `${page.team.name} — ${league}`,
        description: `${page.team.name}: played ${s.matchesPlayed}, won ${s.won}, drawn ${s.drawn}, lost ${s.lost}. Roster, fixtures, results and statistics.`,
      };
    }
    case 'player': {
      const s = page.stats;
      return {
        title: `${page.player.name} — ${league}`,
        description: `${page.player.name}: rating ${Math.round(s.rating)}, ${s.framesWon} of ${s.framesPlayed} frames won. Statistics and recent frames.`,
      };
    }
    case 'fixture': {
      const f = page.fixture;
      return {
        title: hasScore(f)
          ? `${f.home.name} ${f.homeScore} - ${f.awayScore} ${f.away.name} — ${league}`
          : `${f.home.name} v ${f.away.name} (${fixtureStatusRules[f.status].label}) — ${league}`,
        description: `The scorecard of ${f.home.name} v ${f.away.name} at ${f.venueName}, frame by frame.`,
      };
    }
    case 'cup': {
      const b = page.bracket;
      const entries = `${b.entries.length} ${b.cup.kind === 'team' ? 'teams' : 'players'}`;
      return {
        title: `${b.cup.name} — ${league}`,
        description: `The ${b.cup.name} bracket of ${league}: ${entries}, every round and result, live.`,
      };
    }
  }
}
