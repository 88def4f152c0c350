// A drawn 8-entry team cup part-played (a bye, a walkover, results, a match in play), and a 64-entry
// one, for the web bracket and the bracket wallboard's stories.
import type { CupBracket, CupMatch } from '../core/schemas/cup.ts';

const names = [
  'Red Lions',
  'Blue Cues',
  'Cue Ballers',
  'Pocket Rockets',
  'Green Baize',
  'Kings Arms',
  'Jolly Potters',
  'The Anchor',
];

function cup(entries: number, name: string): CupBracket['cup'] {
  return {
    id: entries,
    leagueId: 1,
    name,
    kind: 'team',
    bestOf: [5, 5, 7],
    handicap: false,
    venueId: 1,
    startsAt: '2027-01-07T19:30:00Z',
    seedFrom: 'standings',
    drawSeed: 'winter',
    drawnAt: '2027-01-01T12:00:00Z',
    createdAt: '2027-01-01T11:00:00Z',
  };
}

const match = (round: number, slot: number, over: Partial<CupMatch> = {}): CupMatch => ({
  id: round * 100 + slot,
  round,
  slot,
  homeEntryId: null,
  awayEntryId: null,
  homeNeeds: null,
  awayNeeds: null,
  winnerEntryId: null,
  decidedBy: null,
  fixtureId: null,
  fixtureStatus: null,
  kickoffAt: null,
  homeFrames: 0,
  awayFrames: 0,
  ...over,
});

/** Seeds 1-7 drawn (seed 1 has the bye), quarter-finals played but one, a semi-final in play. */
export const cupBracket: CupBracket = {
  cup: cup(8, 'Winter Cup'),
  rounds: 3,
  roundDates: ['2027-01-07', '2027-01-14', '2027-01-21'],
  entries: names
    .slice(0, 7)
    .map((name, i) => ({ id: i + 1, cupId: 8, teamId: i + 1, playerId: null, seed: i + 1, name })),
  matches: [
    match(1, 1, { homeEntryId: 1, winnerEntryId: 1, decidedBy: 'bye' }),
    match(1, 2, {
      homeEntryId: 4,
      awayEntryId: 5,
      homeNeeds: 3,
      awayNeeds: 3,
      homeFrames: 3,
      awayFrames: 1,
      winnerEntryId: 4,
      decidedBy: 'result',
      fixtureId: 11,
      fixtureStatus: 'final',
    }),
    match(1, 3, { homeEntryId: 2, awayEntryId: 7, winnerEntryId: 2, decidedBy: 'walkover' }),
    match(1, 4, {
      homeEntryId: 3,
      awayEntryId: 6,
      homeNeeds: 3,
      awayNeeds: 3,
      homeFrames: 2,
      awayFrames: 2,
      fixtureId: 12,
      fixtureStatus: 'in_play',
    }),
    match(2, 1, {
      homeEntryId: 1,
      awayEntryId: 4,
      homeNeeds: 3,
      awayNeeds: 3,
      homeFrames: 1,
      awayFrames: 0,
      fixtureId: 13,
      fixtureStatus: 'in_play',
    }),
    match(2, 2, { homeEntryId: 2 }),
    match(3, 1),
  ],
};

/** 64 entries, round 1 done and round 2 under way: what a TV pages through. */
export const bigCupBracket: CupBracket = (() => {
  const entries = Array.from({ length: 64 }, (_, i) => ({
    id: i + 1,
    cupId: 64,
    teamId: i + 1,
    playerId: null,
    seed: i + 1,
    name: `${names[i % names.length]} ${Math.floor(i / names.length) + 1}`,
  }));
  const matches: CupMatch[] = [];
  for (let slot = 1; slot <= 32; slot++) {
    matches.push(
      match(1, slot, {
        homeEntryId: slot,
        awayEntryId: 65 - slot,
        homeNeeds: 3,
        awayNeeds: 3,
        homeFrames: 3,
        awayFrames: slot % 3,
        winnerEntryId: slot,
        decidedBy: 'result',
        fixtureStatus: 'final',
        fixtureId: slot,
      }),
    );
  }
  for (let slot = 1; slot <= 16; slot++) {
    matches.push(
      match(2, slot, {
        homeEntryId: 2 * slot - 1,
        awayEntryId: 2 * slot,
        homeNeeds: 3,
        awayNeeds: 3,
        homeFrames: slot % 4,
        awayFrames: 1,
        fixtureStatus: 'in_play',
        fixtureId: 100 + slot,
      }),
    );
  }
  for (let r = 3; r <= 6; r++) for (let slot = 1; slot <= 64 / 2 ** r; slot++) matches.push(match(r, slot));
  return {
    cup: { ...cup(64, 'Open Singles'), bestOf: [3] },
    rounds: 6,
    roundDates: Array.from({ length: 6 }, (_, r) =>
      new Date(Date.UTC(2027, 0, 7 + 7 * r)).toISOString().slice(0, 10),
    ),
    entries,
    matches,
  };
})();
