import { describe, expect, it } from 'vitest';
import type { CupBracket } from '../schemas/cup.ts';
import {
  bracketRounds,
  currentRound,
  eventConcernsBracket,
  roundDay,
  roundName,
  shownRounds,
} from './cup-bracket.ts';

const match = (round: number, slot: number, over: Partial<CupBracket['matches'][number]> = {}) => ({
  id: round * 10 + slot,
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
const entry = (id: number, name: string) => ({ id, cupId: 1, teamId: id, playerId: null, seed: id, name });

const bracket = {
  rounds: 2,
  entries: [entry(1, 'Anchor'), entry(2, 'Bell'), entry(3, 'Crown')],
  matches: [
    match(1, 1, { homeEntryId: 1, winnerEntryId: 1, decidedBy: 'bye' }),
    match(1, 2, { homeEntryId: 2, awayEntryId: 3, homeNeeds: 2, awayNeeds: 2, homeFrames: 1, fixtureId: 70 }),
    match(2, 1, { homeEntryId: 1 }),
  ],
} as unknown as CupBracket;

describe('reading a bracket', () => {
  it('names the rounds from the final backwards', () => {
    expect([1, 2, 3, 4].map((r) => roundName(r, 4))).toEqual([
      'Round 1',
      'Quarter-finals',
      'Semi-finals',
      'Final',
    ]);
  });

  it('names byes and the sides still to come', () => {
    const [first, final] = bracketRounds(bracket);
    expect(first[0].away.label).toBe('Bye');
    expect(first[0].home).toMatchObject({ label: 'Anchor', won: true });
    expect(first[1].home).toMatchObject({ label: 'Bell', frames: 1, needs: 2, won: false });
    expect(final[0].away.label).toBe('Winner of R1 M2');
  });

  it('starts a TV on the first round still being played', () => {
    expect(currentRound(bracket)).toBe(1);
  });

  it('follows its own fixtures and any fixture created or deleted, not the frames of other matches', () => {
    const concerns = (type: string, fixtureId?: number) => eventConcernsBracket({ type, fixtureId }, bracket);
    expect(concerns('frames.insert', 70)).toBe(true);
    expect(concerns('fixtures.update', 70)).toBe(true);
    expect(concerns('frames.insert', 71)).toBe(false);
    expect(concerns('fixtures.update', 71)).toBe(false);
    expect(concerns('fixtures.insert', 72)).toBe(true);
    expect(concerns('fixtures.delete', 72)).toBe(true);
  });

  it("shows a decided match's winner and score, and names a known winner in the next round", () => {
    const played = {
      ...bracket,
      matches: [
        bracket.matches[0],
        match(1, 2, {
          homeEntryId: 2,
          awayEntryId: 3,
          homeNeeds: 2,
          awayNeeds: 2,
          homeFrames: 1,
          awayFrames: 2,
          winnerEntryId: 3,
          decidedBy: 'result',
          fixtureId: 70,
          fixtureStatus: 'final',
        }),
        match(2, 1, { homeEntryId: 1 }),
      ],
    } as unknown as CupBracket;
    const [first, final] = bracketRounds(played);
    expect(first[1].home).toMatchObject({ label: 'Bell', score: '1', won: false });
    expect(first[1].away).toMatchObject({ label: 'Crown', score: '2', won: true });
    expect(first[0].home).toMatchObject({ label: 'Anchor', score: '', won: true });
    expect(final[0].away).toMatchObject({ label: 'Crown', score: '' });
    expect(bracketRounds(bracket)[0][1].home.score).toBe('1/2');
  });

  it('shows a TV every round that fits, else from the last finished round on', () => {
    expect(shownRounds(bracket, 4)).toEqual({ first: 1, last: 2 });
    const big = (open: number) =>
      ({
        rounds: 6,
        entries: [],
        matches: [1, 2, 3, 4, 5, 6].map((r) => match(r, 1, r < open ? { decidedBy: 'result' } : {})),
      }) as unknown as CupBracket;
    expect(shownRounds(big(1), 4)).toEqual({ first: 1, last: 4 });
    expect(shownRounds(big(2), 4)).toEqual({ first: 1, last: 4 });
    expect(shownRounds(big(3), 4)).toEqual({ first: 2, last: 5 });
    expect(shownRounds(big(6), 4)).toEqual({ first: 3, last: 6 });
  });

  it("names a round's day whatever the time zone", () => {
    expect([roundDay('2027-01-07'), roundDay('2027-02-28'), roundDay(undefined)]).toEqual([
      'Thu 7 Jan',
      'Sun 28 Feb',
      '',
    ]);
  });
});
