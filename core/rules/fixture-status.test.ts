import { describe, expect, it } from 'vitest';
import { fixtureStatuses } from '../schemas/enums.ts';
import { fixtureStatusLabels, postponementNote, statusLabel } from './fixture-status.ts';

describe('statusLabel', () => {
  it('names every fixture status in words', () => {
    expect(fixtureStatuses.map((s) => statusLabel(s))).toEqual([
      'Scheduled',
      'In play',
      'Final',
      'Postponed',
      'Void',
    ]);
    expect(Object.keys(fixtureStatusLabels).sort()).toEqual([...fixtureStatuses].sort());
  });

  it('never shows the enum spelling', () => {
    for (const s of fixtureStatuses) expect(statusLabel(s)).not.toMatch(/_|^[a-z]/);
  });

  it('adds "(forfeit)" to a result decided by forfeit', () => {
    expect(statusLabel('final', 'home')).toBe('Final (forfeit)');
    expect(statusLabel('final', null)).toBe('Final');
  });
});

describe('postponementNote', () => {
  it('gives the reason of a fixture still to play, and nothing once played or voided', () => {
    const reason = 'Burst pipe';
    expect(postponementNote({ status: 'postponed', postponeReason: reason })).toBe('Postponed: Burst pipe');
    expect(postponementNote({ status: 'scheduled', postponeReason: reason })).toBe('Postponed: Burst pipe');
    for (const status of ['in_play', 'final', 'void'] as const)
      expect(postponementNote({ status, postponeReason: reason })).toBeNull();
    expect(postponementNote({ status: 'postponed', postponeReason: null })).toBeNull();
  });
});
