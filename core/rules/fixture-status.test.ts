import { describe, expect, it } from 'vitest';
import { fixtureStatuses } from '../schemas/enums.ts';
import { fixtureStatusRules, postponementNote, primaryAction, statusLabel } from './fixture-status.ts';

describe('statusLabel', () => {
  it('names every fixture status in words', () => {
    expect(fixtureStatuses.map((s) => statusLabel(s))).toEqual([
      'Scheduled',
      'In play',
      'Final',
      'Postponed',
      'Void',
    ]);
    expect(Object.keys(fixtureStatusRules).sort()).toEqual([...fixtureStatuses].sort());
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

describe('what a status allows', () => {
  const allowed = (action: 'start' | 'postpone' | 'reschedule' | 'void') =>
    fixtureStatuses.filter((s) => fixtureStatusRules[s][action]);
  it('starts a scheduled match, postpones one still to play, reschedules a postponed one, voids all but void', () => {
    expect(allowed('start')).toEqual(['scheduled']);
    expect(allowed('postpone')).toEqual(['scheduled', 'in_play']);
    expect(allowed('reschedule')).toEqual(['postponed']);
    expect(allowed('void')).toEqual(['scheduled', 'in_play', 'final', 'postponed']);
    expect(fixtureStatuses.filter((s) => fixtureStatusRules[s].off)).toEqual(['postponed', 'void']);
  });

  it('offers one first action for the row: Start on the day, Score in play, Confirm for the answering captain', () => {
    const scorer = { score: true, manage: false, answer: false };
    expect(primaryAction({ status: 'scheduled' }, scorer, true)).toBe('start');
    expect(primaryAction({ status: 'scheduled' }, scorer, false)).toBeNull();
    expect(primaryAction({ status: 'in_play' }, scorer, true)).toBe('score');
    expect(primaryAction({ status: 'in_play' }, { ...scorer, score: false }, true)).toBe('result');
    expect(primaryAction({ status: 'final' }, { ...scorer, answer: true }, false)).toBe('confirm');
    expect(primaryAction({ status: 'final' }, scorer, false)).toBe('result');
    expect(primaryAction({ status: 'postponed' }, { ...scorer, manage: true }, false)).toBe('reschedule');
    expect(primaryAction({ status: 'void' }, { score: true, manage: true, answer: true }, true)).toBeNull();
  });
});
