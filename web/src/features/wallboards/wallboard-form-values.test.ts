import { describe, expect, it } from 'vitest';
import { wallboardFormTypes, wallboardTypeLabels } from '@core/schemas/enums.ts';
import { wallboardCreateSchema } from '@core/schemas/wallboard.ts';
import { fieldLabels, wallboardFormValues, wallboardPayload } from './wallboard-form-values.ts';

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
  it('offers every type but playlist, Top Players among them', () => {
    expect(wallboardFormTypes.map((t) => wallboardTypeLabels[t])).toEqual([
      'Live Scores',
      'Fixtures',
      'League Table',
      'Sponsors',
      'Now Playing',
      'Top Players',
    ]);
  });
  it('requires a league or a division for top players', () => {
    expect(errors({ type: 'top_players', venueId: '3' })).toEqual([
      'League or Division is required for Top Players wallboards',
    ]);
    expect(errors({ type: 'top_players', leagueId: '1' })).toEqual([]);
    expect(errors({ type: 'top_players', divisionId: '2' })).toEqual([]);
  });
  it('needs nothing else for sponsor boards, and is public by default', () => {
    expect(errors({ type: 'sponsors' })).toEqual([]);
    expect(wallboardFormValues().isPublic).toBe(true);
  });
  it('marks the required fields in the labels', () => {
    expect(fieldLabels('league_table')).toEqual({
      league: 'League *',
      division: 'Division *',
      venue: 'Venue',
    });
    expect(fieldLabels('now_playing')).toEqual({ league: 'League', division: 'Division', venue: 'Venue *' });
  });
});
