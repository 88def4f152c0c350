import { describe, expect, it } from 'vitest';
import { leagueSettingsSchema } from '../schemas/league.ts';
import { recordedDetails, recordsAnyDetail } from './recorded-details.ts';

describe('recordedDetails', () => {
  it('records nothing in the default format', () => {
    const s = leagueSettingsSchema.parse({});
    expect(recordedDetails(s)).toEqual({ points: false, breaks: false, events: false, races: false });
    expect(recordsAnyDetail(s)).toBe(false);
  });

  it('reads each detail from its setting', () => {
    const snooker = leagueSettingsSchema.parse({ game: 'snooker', frame_points: true, break_threshold: 50 });
    expect(recordedDetails(snooker)).toEqual({ points: true, breaks: true, events: false, races: false });
    const pool = leagueSettingsSchema.parse({ frame_events: true, match_format: 'races', race_to: 4 });
    expect(recordedDetails(pool)).toEqual({ points: false, breaks: false, events: true, races: true });
    expect(recordsAnyDetail(pool)).toBe(true);
  });
});
