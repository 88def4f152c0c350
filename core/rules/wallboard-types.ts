// One record per wallboard type: everything the API's feed loader, the TV, the web form and the CLI
// treat differently by type. A new type is its entry in `wallboardTypes` (core/schemas/enums.ts), its
// record here and its view (kiosk/src/display/wallboard-view.tsx); the compiler names those three.
// Zod-free, so the TV bundle reads it too.
import type { WallboardType } from '../schemas/enums.ts';

/** The scope a wallboard needs: a venue, a division, a league, a league or a division, any one, or none. */
export type WallboardScopeRule = 'venue' | 'division' | 'league' | 'league_or_division' | 'any' | 'none';

export interface WallboardTypeRule {
  /** Its name on the form, the list and the demo seed. */
  label: string;
  scope: WallboardScopeRule;
  /** Which fixtures its feed carries: those in play (and tonight's not started yet), the upcoming ones, or none. */
  fixtures: 'in_play' | 'upcoming' | 'none';
  /** Whether the theme's sponsor strip can run along it (the score boards). */
  sponsorStrip: boolean;
  /** Whether it ranks players (the form offers Ranking). */
  ranked: boolean;
  /** How often the TV polls its feed while the live stream is down. */
  pollMs: number;
}

export const wallboardTypeRules: Record<WallboardType, WallboardTypeRule> = {
  live_scores: {
    label: 'Live Scores',
    scope: 'any',
    fixtures: 'in_play',
    sponsorStrip: true,
    ranked: false,
    pollMs: 15_000,
  },
  fixtures: {
    label: 'Fixtures',
    scope: 'any',
    fixtures: 'upcoming',
    sponsorStrip: false,
    ranked: false,
    pollMs: 15_000,
  },
  league_table: {
    label: 'League Table',
    scope: 'division',
    fixtures: 'none',
    sponsorStrip: false,
    ranked: false,
    pollMs: 30_000,
  },
  sponsors: {
    label: 'Sponsors',
    scope: 'none',
    fixtures: 'none',
    sponsorStrip: false,
    ranked: false,
    pollMs: 60_000,
  },
  now_playing: {
    label: 'Now Playing',
    scope: 'venue',
    fixtures: 'in_play',
    sponsorStrip: true,
    ranked: false,
    pollMs: 15_000,
  },
  top_players: {
    label: 'Top Players',
    scope: 'league_or_division',
    fixtures: 'none',
    sponsorStrip: false,
    ranked: true,
    pollMs: 30_000,
  },
  bracket: {
    label: 'Cup Bracket',
    scope: 'league',
    fixtures: 'none',
    sponsorStrip: false,
    ranked: false,
    pollMs: 30_000,
  },
  playlist: {
    label: 'Playlist',
    scope: 'none',
    fixtures: 'none',
    sponsorStrip: false,
    ranked: false,
    pollMs: 60_000,
  },
  high_breaks: {
    label: 'High Breaks',
    scope: 'league_or_division',
    fixtures: 'none',
    sponsorStrip: false,
    ranked: false,
    pollMs: 30_000,
  },
};
