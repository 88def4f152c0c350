import { describe, expect, it } from 'vitest';
import type { CupBracket } from '../schemas/cup.ts';
import { bracketRounds, currentRound, eventConcernsBracket, roundName } from './cup-bracket.ts';

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
});
