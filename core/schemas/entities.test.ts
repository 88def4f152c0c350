import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  divisionCreateSchema,
  fixtureCreateSchema,
  frameUpdateSchema,
  impressionBatchSchema,
  leagueCreateSchema,
  liveQuerySchema,
  playerCreateSchema,
  roleGrantSchema,
  teamCreateSchema,
  transferCreateSchema,
  transferWindowCreateSchema,
  venueTableCreateSchema,
} from './index.ts';

const fieldsOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : z.flattenError(result.error).fieldErrors;
};

describe('entity schemas', () => {
  it('league: name and season required, with the length limits', () => {
    expect(fieldsOf(leagueCreateSchema, { name: '', season: '' })).toEqual({
      name: ['Name is required'],
      season: ['Season is required'],
    });
    expect(fieldsOf(leagueCreateSchema, { name: 'x'.repeat(256), season: 'y'.repeat(101) })).toEqual({
      name: ['Name must be at most 255 characters'],
      season: ['Season must be at most 100 characters'],
    });
  });

  it('division: sort order falls back to 0 when not finite, default 0', () => {
    expect(divisionCreateSchema.parse({ leagueId: 1, name: 'Premier' }).sortOrder).toBe(0);
    expect(divisionCreateSchema.parse({ leagueId: 1, name: 'Premier', sortOrder: NaN }).sortOrder).toBe(0);
    expect(divisionCreateSchema.parse({ leagueId: 1, name: 'Premier', sortOrder: '3' }).sortOrder).toBe(3);
    expect(fieldsOf(divisionCreateSchema, { leagueId: 0, name: 'P' })).toEqual({
      leagueId: ['League is required'],
    });
  });

  it('team and player: empty captain or user id becomes null; names required', () => {
    expect(teamCreateSchema.parse({ name: 'Reds', captainUserId: '' })).toEqual({
      name: 'Reds',
      captainUserId: null,
    });
    expect(playerCreateSchema.parse({ fullName: 'Ann Lee', nickname: '', userId: '' })).toEqual({
      fullName: 'Ann Lee',
      nickname: null,
      userId: null,
    });
    expect(fieldsOf(playerCreateSchema, { fullName: ' ', nickname: 'n'.repeat(101) })).toEqual({
      fullName: ['Full name is required'],
      nickname: ['Nickname must be at most 100 characters'],
    });
    expect(fieldsOf(teamCreateSchema, { name: 'A', captainUserId: 'bob' })).toEqual({
      captainUserId: ['Captain must be a valid user id'],
    });
  });

  it('venue table: limits 100/50/100', () => {
    expect(
      fieldsOf(venueTableCreateSchema, {
        label: 'l'.repeat(101),
        uniqueCode: 'c'.repeat(51),
        urlSlug: 'a b',
      }),
    ).toEqual({
      label: ['Label must be at most 100 characters'],
      uniqueCode: ['Unique Code must be at most 50 characters'],
      urlSlug: ['URL Slug may contain only letters, digits, hyphens and underscores'],
    });
  });

  it('fixture: form defaults of 0 are refused, teams must differ', () => {
    const f = fieldsOf(fixtureCreateSchema, {
      divisionId: 0,
      homeTeamId: 0,
      awayTeamId: 0,
      venueId: 0,
      tableId: null,
      kickoffAt: '2026-11-22T19:30:00.000Z',
    });
    expect(f).toEqual({
      divisionId: ['Division is required'],
      homeTeamId: ['Home Team is required'],
      awayTeamId: ['Away Team is required'],
      venueId: ['Venue is required'],
    });
    expect(
      fieldsOf(fixtureCreateSchema, {
        divisionId: 1,
        homeTeamId: 2,
        awayTeamId: 2,
        venueId: 1,
        kickoffAt: '2026-11-22T19:30',
      }),
    ).toEqual({ awayTeamId: ['Away Team must be different from Home Team'] });
  });

  it('frame update needs a field; transfer teams differ; window closes after it opens', () => {
    expect(frameUpdateSchema.safeParse({}).success).toBe(false);
    expect(frameUpdateSchema.parse({ homePlayerId: null })).toEqual({ homePlayerId: null });
    expect(fieldsOf(transferCreateSchema, { playerId: 1, fromTeamId: 2, toTeamId: 2 })).toEqual({
      toTeamId: ['To Team must be different from From Team'],
    });
    expect(
      fieldsOf(transferWindowCreateSchema, {
        leagueId: 1,
        opensAt: '2026-12-01T00:00:00Z',
        closesAt: '2026-11-01T00:00:00Z',
      }),
    ).toEqual({ closesAt: ['Closes At date must be after Opens At date'] });
  });

  it('impressions: one, an array or {impressions}', () => {
    const one = {
      clientId: '6f1c2f1e-8a4b-4c1d-9e2f-3a4b5c6d7e8f',
      sponsorId: 1,
      wallboardId: 2,
      durationMs: 10_000,
    };
    expect(impressionBatchSchema.parse(one)).toEqual([one]);
    expect(impressionBatchSchema.parse([one, one])).toHaveLength(2);
    expect(impressionBatchSchema.parse({ impressions: [one] })).toEqual([one]);
    expect(impressionBatchSchema.safeParse([]).success).toBe(false);
  });

  it('role grant: a user by id or e-mail; captain needs a team', () => {
    expect(fieldsOf(roleGrantSchema, { role: 'player' })).toEqual({
      userId: ['User ID or email is required'],
    });
    expect(fieldsOf(roleGrantSchema, { email: 'a@b.co', role: 'captain' })).toEqual({
      teamId: ['Team is required for the captain role'],
    });
    expect(roleGrantSchema.parse({ email: 'a@b.co', role: 'organiser' })).toEqual({
      email: 'a@b.co',
      role: 'organiser',
    });
  });

  it('live query: topics default to all and unknown topics are refused', () => {
    expect(liveQuerySchema.parse({}).topics).toContain('frames');
    expect(liveQuerySchema.parse({ topics: 'frames,fixtures', fixtureId: '7' })).toMatchObject({
      topics: ['frames', 'fixtures'],
      fixtureId: 7,
    });
    expect(liveQuerySchema.safeParse({ topics: 'bogus' }).success).toBe(false);
  });
});
