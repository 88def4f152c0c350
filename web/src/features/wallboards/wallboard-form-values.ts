// The wallboard form's values, its per-type required labels, and its payload.
import type { WallboardType } from '@core/schemas/enums.ts';
import { wallboardTypeRules } from '@core/rules/wallboard-types.ts';
import { playlistItemSchema, type Wallboard, type WallboardRanking } from '@core/schemas/wallboard.ts';
import type { WallboardTheme } from '@core/schemas/wallboard-theme.ts';

export interface WallboardFormValues extends Record<string, unknown> {
  name: string;
  type: WallboardType;
  leagueId: string;
  divisionId: string;
  venueId: string;
  isPublic: boolean;
  showQr: boolean;
  countUnpairedImpressions: boolean;
  ranking: WallboardRanking;
  /** The theme: '' keeps the display's own accent. */
  accent: string;
  lightTheme: boolean;
  sponsorStrip: boolean;
  /** A playlist's boards in order, with the seconds each is shown as typed. */
  playlist: PlaylistRow[];
}

export interface PlaylistRow {
  wallboardId: number;
  seconds: string;
}

export function wallboardFormValues(w?: Wallboard): WallboardFormValues {
  const s = (n: number | null | undefined) => (n ? String(n) : '');
  return {
    name: w?.name ?? '',
    type: w?.type ?? 'live_scores',
    leagueId: s(w?.leagueId),
    divisionId: s(w?.divisionId),
    venueId: s(w?.venueId),
    isPublic: w?.isPublic ?? true,
    showQr: w?.showQr ?? false,
    countUnpairedImpressions: w?.countUnpairedImpressions ?? false,
    ranking: w?.ranking ?? 'rating',
    accent: w?.theme.accent ?? '',
    lightTheme: w?.theme.mode === 'light',
    sponsorStrip: w?.theme.sponsorStrip === true,
    playlist: (w?.playlist ?? []).map((i) => ({
      wallboardId: i.wallboardId,
      seconds: String(i.durationSeconds),
    })),
  };
}

/**
 * Labels mark with `*` what the type's scope (core/rules/wallboard-types.ts) requires. A division is
 * picked within its league, so a type that needs a division (or a league or division) needs a league here.
 */
export function fieldLabels(type: WallboardType) {
  const scope = wallboardTypeRules[type].scope;
  const mark = (label: string, on: boolean) => (on ? `${label} *` : label);
  return {
    league: mark('League', scope === 'league' || scope === 'division' || scope === 'league_or_division'),
    division: mark('Division', scope === 'division'),
    venue: mark('Venue', scope === 'venue'),
  };
}

/** Only a top players board ranks players, so only its form offers the ranking. */
export const showsRanking = (type: WallboardType) => wallboardTypeRules[type].ranked;

/** Only score boards carry a sponsor strip (core/rules/wallboard-theme.ts), so only their form offers it. */
export const showsSponsorStrip = (type: WallboardType) => wallboardTypeRules[type].sponsorStrip;

function themePayload(v: WallboardFormValues): WallboardTheme {
  const accent = v.accent.trim();
  return {
    ...(accent ? { accent } : {}),
    mode: v.lightTheme ? 'light' : 'dark',
    ...(showsSponsorStrip(v.type) && v.sponsorStrip ? { sponsorStrip: true } : {}),
  };
}

/** '' and other non-numbers stay NaN, so the schema's message names the seconds. */
const secondsOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The schema's message for each playlist row's seconds, keyed as the API names them (`playlist.1.durationSeconds`). */
export function playlistErrors(v: WallboardFormValues): Record<string, string | undefined> {
  const errors: Record<string, string | undefined> = {};
  if (v.type !== 'playlist') return errors;
  v.playlist.forEach((r, i) => {
    const result = playlistItemSchema.shape.durationSeconds.safeParse(secondsOf(r.seconds));
    if (!result.success) errors[`playlist.${i}.durationSeconds`] = result.error.issues[0].message;
  });
  return errors;
}

export function wallboardPayload(v: WallboardFormValues) {
  const n = (s: string) => (s ? Number(s) : null);
  return {
    name: v.name,
    type: v.type,
    leagueId: n(v.leagueId),
    divisionId: n(v.divisionId),
    venueId: n(v.venueId),
    isPublic: v.isPublic,
    showQr: v.showQr,
    countUnpairedImpressions: v.countUnpairedImpressions,
    ranking: showsRanking(v.type) ? v.ranking : null,
    theme: themePayload(v),
    // Only a playlist plays its items; another type keeps none.
    playlist:
      v.type === 'playlist'
        ? v.playlist.map((r) => ({ wallboardId: r.wallboardId, durationSeconds: secondsOf(r.seconds) }))
        : [],
  };
}
