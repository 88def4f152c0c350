import { describe, expect, it } from 'vitest';
import { transferWindowStatus } from './transfer-window-status.ts';

const window = { opensAt: '2027-01-01T00:00:00.000Z', closesAt: '2027-01-31T23:59:59.000Z' };

describe('transfer window status', () => {
  it('is Upcoming before opensAt', () => {
    expect(transferWindowStatus(window, '2026-12-31T23:59:59.999Z')).toBe('Upcoming');
  });
  it('is Open from opensAt to closesAt, both inclusive', () => {
    expect(transferWindowStatus(window, window.opensAt)).toBe('Open');
    expect(transferWindowStatus(window, '2027-01-15T10:00:00Z')).toBe('Open');
    expect(transferWindowStatus(window, window.closesAt)).toBe('Open');
  });
  it('is Closed after closesAt', () => {
    expect(transferWindowStatus(window, '2027-01-31T23:59:59.001Z')).toBe('Closed');
    expect(transferWindowStatus(window, new Date('2028-01-01'))).toBe('Closed');
  });
});
