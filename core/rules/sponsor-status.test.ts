import { describe, expect, it } from 'vitest';
import { isSponsorActive, sponsorStatus } from './sponsor-status.ts';

const now = '2027-03-01T12:00:00.000Z';

describe('sponsor display status', () => {
  it('is Active with no dates', () => {
    expect(sponsorStatus({}, now)).toBe('Active');
    expect(sponsorStatus({ activeFrom: null, activeTo: null }, now)).toBe('Active');
  });
  it('is Scheduled when activeFrom is in the future', () => {
    expect(sponsorStatus({ activeFrom: '2027-03-01T12:00:01Z' }, now)).toBe('Scheduled');
    expect(sponsorStatus({ activeFrom: '2027-04-01T00:00:00Z', activeTo: '2027-05-01T00:00:00Z' }, now)).toBe(
      'Scheduled',
    );
  });
  it('is Inactive when activeTo is in the past', () => {
    expect(sponsorStatus({ activeTo: '2027-03-01T11:59:59Z' }, now)).toBe('Inactive');
    expect(sponsorStatus({ activeFrom: '2027-01-01T00:00:00Z', activeTo: '2027-02-01T00:00:00Z' }, now)).toBe(
      'Inactive',
    );
  });
  it('is Active between its dates, at the bounds, and with Date objects', () => {
    expect(sponsorStatus({ activeFrom: '2027-01-01T00:00:00Z', activeTo: '2027-12-31T00:00:00Z' }, now)).toBe(
      'Active',
    );
    expect(sponsorStatus({ activeFrom: now, activeTo: now }, now)).toBe('Active');
    expect(sponsorStatus({ activeFrom: new Date('2027-01-01') }, new Date(now))).toBe('Active');
    expect(isSponsorActive({ activeTo: '2020-01-01T00:00:00Z' }, now)).toBe(false);
  });
});
