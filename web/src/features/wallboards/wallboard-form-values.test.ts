import { describe, expect, it } from 'vitest';
import { wallboardTypes } from '@core/schemas/enums.ts';
import { wallboardTypeRules } from '@core/rules/wallboard-types.ts';
import { wallboardCreateSchema } from '@core/schemas/wallboard.ts';
import {
  fieldLabels,
  playlistErrors,
  showsRanking,
  showsSponsorStrip,
  wallboardFormValues,
  wallboardPayload,
} from './wallboard-form-values.ts';

const errors = (patch: Partial<ReturnType<typeof wallboardFormValues>>) => {
  const result = wallboardCreateSchema.safeParse(
    wallboardPayload({ ...wallboardFormValues(), name: 'TV', ...patch }),
  );
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('wallboard form rules', () => {
  it('requires a venue for now playing', () => {
    expect(errors({ type: 'now_playing' })).toEqual(['Venue is required for Now Playing wallboards']);
    expect(errors({ type: 'now_playing', venueId: '3' })).toEqual([]);
  });
  it('requires a division for league tables', () => {
    expect(errors({ type: 'league_table', leagueId: '1' })).toEqual([
      'Division is required for League Table wallboards',
    ]);
  });
  it('requires one of league, venue or division for live scores and fixtures', () => {
    for (const type of ['live_scores', 'fixtures'] as const) {
      expect(errors({ type })).toEqual(['At least one of League, Venue, or Division is required']);
      expect(errors({ type, divisionId: '2' })).toEqual([]);
    }
  });
  it('offers every type, Top Players, Cup Bracket, Playlist and High Breaks among them', () => {
    expect(wallboardTypes.map((t) => wallboardTypeRules[t].label)).toEqual([
      'Live Scores',
      'Fixtures',
      'League Table',
      'Sponsors',
      'Now Playing',
      'Top Players',
      'Cup Bracket',
      'Playlist',
      'High Breaks',
    ]);
  });
  it('requires a league or a division for top players', () => {
    expect(errors({ type: 'top_players', venueId: '3' })).toEqual([
      'League or Division is required for Top Players wallboards',
    ]);
    expect(errors({ type: 'top_players', leagueId: '1' })).toEqual([]);
    expect(errors({ type: 'top_players', divisionId: '2' })).toEqual([]);
  });
  it('requires a league or a division for high breaks, named by its label', () => {
    expect(errors({ type: 'high_breaks', venueId: '3' })).toEqual([
      'League or Division is required for High Breaks wallboards',
    ]);
    expect(errors({ type: 'high_breaks', leagueId: '1' })).toEqual([]);
    expect(fieldLabels('high_breaks')).toEqual({ league: 'League *', division: 'Division', venue: 'Venue' });
    expect(showsRanking('high_breaks')).toBe(false);
    expect(showsSponsorStrip('high_breaks')).toBe(false);
  });
  it('needs nothing else for sponsor boards, and is public by default', () => {
    expect(errors({ type: 'sponsors' })).toEqual([]);
    expect(wallboardFormValues().isPublic).toBe(true);
  });
  it('shows no QR code unless asked, and sends the choice', () => {
    expect(wallboardFormValues().showQr).toBe(false);
    expect(wallboardPayload({ ...wallboardFormValues(), showQr: true }).showQr).toBe(true);
  });
  it('counts impressions from paired screens only unless asked, and sends the choice', () => {
    expect(wallboardFormValues().countUnpairedImpressions).toBe(false);
    const on = { ...wallboardFormValues(), countUnpairedImpressions: true };
    expect(wallboardPayload(on).countUnpairedImpressions).toBe(true);
  });
  it('marks the required fields in the labels', () => {
    expect(fieldLabels('league_table')).toEqual({
      league: 'League *',
      division: 'Division *',
      venue: 'Venue',
    });
    expect(fieldLabels('now_playing')).toEqual({ league: 'League', division: 'Division', venue: 'Venue *' });
    // A top players board needs a league (or a division in it), a cup bracket its league.
    expect(fieldLabels('top_players')).toEqual({ league: 'League *', division: 'Division', venue: 'Venue' });
    expect(fieldLabels('bracket')).toEqual({ league: 'League *', division: 'Division', venue: 'Venue' });
  });
  it('offers the ranking only for top players: rating by default, or win %', () => {
    expect(wallboardTypes.filter(showsRanking)).toEqual(['top_players']);
    const top = { ...wallboardFormValues(), name: 'TV', type: 'top_players' as const, leagueId: '1' };
    expect(top.ranking).toBe('rating');
    expect(wallboardPayload(top).ranking).toBe('rating');
    expect(wallboardPayload({ ...top, ranking: 'win_pct' }).ranking).toBe('win_pct');
    expect(errors({ ...top, ranking: 'win_pct' })).toEqual([]);
    // another type carries no ranking, even one chosen before the type changed
    expect(wallboardPayload({ ...top, type: 'sponsors', ranking: 'win_pct' }).ranking).toBeNull();
  });
  it("starts an edit from the wallboard's ranking", () => {
    const saved = {
      id: 1,
      organisationId: 1,
      name: 'Best',
      type: 'top_players' as const,
      leagueId: 1,
      venueId: null,
      divisionId: null,
      theme: {},
      playlist: [],
      ranking: 'win_pct' as const,
      isPublic: true,
      showQr: false,
      countUnpairedImpressions: false,
      signedToken: null,
      createdAt: '2026-11-23T00:00:00Z',
    };
    expect(wallboardFormValues(saved).ranking).toBe('win_pct');
    expect(wallboardFormValues({ ...saved, ranking: null }).ranking).toBe('rating');
  });
  it('sends the theme: dark with no accent by default, an accent and light when chosen', () => {
    const v = { ...wallboardFormValues(), name: 'TV', divisionId: '2' };
    expect(wallboardPayload(v).theme).toEqual({ mode: 'dark' });
    const themed = { ...v, accent: ' #1e90ff ', lightTheme: true, sponsorStrip: true };
    expect(wallboardPayload(themed).theme).toEqual({ accent: '#1e90ff', mode: 'light', sponsorStrip: true });
    expect(errors({ accent: 'blue' })).toContain('Accent Colour must be a colour like #1e90ff');
  });
  it('offers the sponsor strip on score boards only, and drops it when the type changes', () => {
    expect(wallboardTypes.filter(showsSponsorStrip)).toEqual(['live_scores', 'now_playing']);
    const v = { ...wallboardFormValues(), name: 'TV', type: 'fixtures' as const, sponsorStrip: true };
    expect(wallboardPayload(v).theme).toEqual({ mode: 'dark' });
  });
  it("starts an edit from the wallboard's theme", () => {
    const v = wallboardFormValues({
      id: 1,
      organisationId: 1,
      name: 'Bar',
      type: 'live_scores',
      leagueId: 1,
      venueId: null,
      divisionId: null,
      theme: { accent: '#aa0000', mode: 'light', sponsorStrip: true },
      playlist: [],
      ranking: null,
      isPublic: true,
      showQr: false,
      countUnpairedImpressions: false,
      signedToken: null,
      createdAt: '2026-11-23T00:00:00Z',
    });
    expect([v.accent, v.lightTheme, v.sponsorStrip]).toEqual(['#aa0000', true, true]);
  });
});

describe('a playlist in the rotation builder', () => {
  const playlist = {
    ...wallboardFormValues(),
    name: 'Club Rotation',
    type: 'playlist' as const,
    playlist: [
      { wallboardId: 4, seconds: '20' },
      { wallboardId: 2, seconds: '45' },
    ],
  };
  it('is sent as its boards in order with their seconds', () => {
    expect(wallboardPayload(playlist).playlist).toEqual([
      { wallboardId: 4, durationSeconds: 20 },
      { wallboardId: 2, durationSeconds: 45 },
    ]);
    expect(playlistErrors(playlist)).toEqual({});
  });
  it("names each row whose seconds are outside core's range", () => {
    const bad = {
      ...playlist,
      playlist: [
        { wallboardId: 4, seconds: '' },
        { wallboardId: 2, seconds: '0' },
        { wallboardId: 3, seconds: '2.5' },
        { wallboardId: 5, seconds: '86400' },
      ],
    };
    const message = 'Seconds must be a whole number from 1 to 86400';
    expect(playlistErrors(bad)).toEqual({
      'playlist.0.durationSeconds': message,
      'playlist.1.durationSeconds': message,
      'playlist.2.durationSeconds': message,
    });
  });
  it('is empty for any other type', () => {
    expect(wallboardPayload({ ...playlist, type: 'sponsors' }).playlist).toEqual([]);
    expect(
      playlistErrors({ ...playlist, type: 'sponsors', playlist: [{ wallboardId: 1, seconds: '' }] }),
    ).toEqual({});
  });
});
