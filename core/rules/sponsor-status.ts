// Spec section 4: the sponsor's display status is derived from its dates and the current time.
import { toMillis, type Instant } from './time.ts';

export type SponsorStatus = 'Active' | 'Scheduled' | 'Inactive';

export interface SponsorDates {
  activeFrom?: Instant | null;
  activeTo?: Instant | null;
}

export function sponsorStatus(sponsor: SponsorDates, now: Instant = new Date()): SponsorStatus {
  const at = toMillis(now);
  if (sponsor.activeFrom && toMillis(sponsor.activeFrom) > at) return 'Scheduled';
  if (sponsor.activeTo && toMillis(sponsor.activeTo) < at) return 'Inactive';
  return 'Active';
}

export function isSponsorActive(sponsor: SponsorDates, now: Instant = new Date()): boolean {
  return sponsorStatus(sponsor, now) === 'Active';
}
