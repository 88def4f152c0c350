import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { wallboardCreateSchema } from './wallboard.ts';

const fields = (input: unknown) => {
  const result = wallboardCreateSchema.safeParse(input);
  return result.success ? {} : z.flattenError(result.error).fieldErrors;
};

describe('wallboard schema', () => {
  it('requires a venue for now_playing', () => {
    expect(fields({ name: 'Bar TV', type: 'now_playing', leagueId: 1 }).venueId).toEqual([
      'Venue is required for Now Playing wallboards',
    ]);
    expect(fields({ name: 'Bar TV', type: 'now_playing', venueId: 2 })).toEqual({});
  });

  it('requires a division for league_table', () => {
    expect(fields({ name: 'Table', type: 'league_table', leagueId: 1 }).divisionId).toEqual([
      'Division is required for League Table wallboards',
    ]);
    expect(fields({ name: 'Table', type: 'league_table', leagueId: 1, divisionId: 3 })).toEqual({});
  });

  it('requires one of league, venue or division for live_scores and fixtures', () => {
    for (const type of ['live_scores', 'fixtures']) {
      expect(fields({ name: 'Scores', type }).leagueId).toEqual([
        'At least one of League, Venue, or Division is required',
      ]);
      expect(fields({ name: 'Scores', type, divisionId: 4 })).toEqual({});
    }
  });

  it('needs no scope for sponsors, and is public, without a QR code, counting only paired screens, with empty theme and playlist by default', () => {
    expect(wallboardCreateSchema.parse({ name: 'Ads', type: 'sponsors' })).toEqual({
      name: 'Ads',
      type: 'sponsors',
      isPublic: true,
      showQr: false,
      countUnpairedImpressions: false,
      theme: {},
      playlist: [],
    });
  });

  it('requires a name and a known type', () => {
    const f = fields({ name: '', type: 'carousel' });
    expect(f.name).toEqual(['Name is required']);
    expect(f.type).toHaveLength(1);
  });
});
