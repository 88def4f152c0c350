// One rule for every name and title (oneLine() in common.ts): a control character is refused with a
// message naming the field, in every payload that writes a name; texts that may span lines keep them.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { profileUpdateSchema } from './account.ts';
import { fixtureDisputeSchema } from './confirmation.ts';
import { cupCreateSchema, cupDrawSchema } from './cup.ts';
import { divisionCreateSchema, divisionUpdateSchema } from './division.ts';
import { leagueCreateSchema, leagueUpdateSchema } from './league.ts';
import { playerCreateSchema, playerUpdateSchema } from './player.ts';
import { rolloverRequestSchema } from './rollover.ts';
import { claimSchema, screenUpdateSchema } from './screen.ts';
import { sponsorCreateSchema } from './sponsor.ts';
import { teamCreateSchema, teamUpdateSchema } from './team.ts';
import { venueCreateSchema, venueTableCreateSchema, venueUpdateSchema } from './venue.ts';
import { wallboardCreateSchema } from './wallboard.ts';

const theme = { accent: '#1e90ff', mode: 'light', sponsorStrip: true };
const img = 'https://cdn.example.com/a.png';

/** [payload, the name field, its label in messages, the schema, a valid body] */
const names: [string, string, string, z.ZodType, Record<string, unknown>][] = [
  ['league', 'name', 'Name', leagueCreateSchema, { name: 'L', season: 'S' }],
  ['league', 'season', 'Season', leagueCreateSchema, { name: 'L', season: 'S' }],
  ['league update', 'name', 'Name', leagueUpdateSchema, { name: 'L' }],
  ['rollover', 'season', 'Season', rolloverRequestSchema, { season: 'S' }],
  ['division', 'name', 'Name', divisionCreateSchema, { leagueId: 1, name: 'D' }],
  ['division update', 'name', 'Name', divisionUpdateSchema, { name: 'D' }],
  ['team', 'name', 'Name', teamCreateSchema, { name: 'T' }],
  ['team update', 'name', 'Name', teamUpdateSchema, { name: 'T' }],
  ['player', 'fullName', 'Full name', playerCreateSchema, { fullName: 'F' }],
  ['player', 'nickname', 'Nickname', playerCreateSchema, { fullName: 'F', nickname: 'N' }],
  ['player update', 'fullName', 'Full name', playerUpdateSchema, { fullName: 'F' }],
  ['venue', 'name', 'Venue Name', venueCreateSchema, { name: 'V' }],
  ['venue update', 'name', 'Venue Name', venueUpdateSchema, { name: 'V' }],
  ['venue table', 'label', 'Label', venueTableCreateSchema, { label: 'T', uniqueCode: 'C', urlSlug: 's' }],
  [
    'venue table',
    'uniqueCode',
    'Unique Code',
    venueTableCreateSchema,
    { label: 'T', uniqueCode: 'C', urlSlug: 's' },
  ],
  [
    'venue table',
    'urlSlug',
    'URL Slug',
    venueTableCreateSchema,
    { label: 'T', uniqueCode: 'C', urlSlug: 's' },
  ],
  ['sponsor', 'name', 'Name', sponsorCreateSchema, { name: 'S', imageUrl: img, tags: [] }],
  [
    'wallboard',
    'name',
    'Name',
    wallboardCreateSchema,
    { name: 'W', type: 'live_scores', leagueId: 1, isPublic: true, theme },
  ],
  ['screen claim', 'name', 'Name', claimSchema, { code: 'BCDFGHJK', name: 'S', wallboardId: 1 }],
  ['screen update', 'name', 'Name', screenUpdateSchema, { name: 'S' }],
  ['profile', 'displayName', 'Display name', profileUpdateSchema, { displayName: 'P' }],
  ['cup', 'name', 'Name', cupCreateSchema, { leagueId: 1, name: 'C', kind: 'team', venueId: 1 }],
  ['cup draw', 'seed', 'Seed', cupDrawSchema, { seedFrom: 'random', seed: 's' }],
];

const hostile = [
  'Red\r\nEND:VEVENT',
  'Red\nLion',
  'Red\rLion',
  'Red\tLion',
  'Red\u001bLion',
  'Red\u0085',
  '\nRed',
];

describe('names and titles hold no control character', () => {
  it.each(names)('%s: refuses one in %s', (_payload, field, label, schema, valid) => {
    expect(schema.safeParse(valid).success).toBe(true);
    for (const value of hostile) {
      const result = schema.safeParse({ ...valid, [field]: value });
      expect(result.success).toBe(false);
      expect(result.error!.issues).toContainEqual(
        expect.objectContaining({
          path: [field],
          message: `${label} must not contain line breaks or other control characters`,
        }),
      );
    }
  });

  it("refuses one in a sponsor's tag, naming the tag", () => {
    const result = sponsorCreateSchema.safeParse({ name: 'S', imageUrl: img, tags: ['ok', 'a\nb'] });
    expect(result.error!.issues).toContainEqual(
      expect.objectContaining({
        path: ['tags', 1],
        message: 'Tag must not contain line breaks or other control characters',
      }),
    );
  });

  it('keeps line breaks where a text may span lines: an address, a dispute reason', () => {
    expect(venueCreateSchema.parse({ name: 'V', address: '1 High St\r\nTown' }).address).toBe(
      '1 High St\r\nTown',
    );
    expect(fixtureDisputeSchema.parse({ reason: 'Frame 2:\nthe black went in' }).reason).toBe(
      'Frame 2:\nthe black went in',
    );
  });
});
