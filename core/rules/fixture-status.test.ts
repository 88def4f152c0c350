import { describe, expect, it } from 'vitest';
import { fixtureStatuses } from '../schemas/enums.ts';
import { fixtureStatusLabels, statusLabel } from './fixture-status.ts';

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
