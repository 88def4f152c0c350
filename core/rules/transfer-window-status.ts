// Spec section 4: Upcoming before opensAt, Open from opensAt to closesAt inclusive, Closed after.
import { toMillis, type Instant } from './time.ts';

export type TransferWindowStatus = 'Upcoming' | 'Open' | 'Closed';

export interface TransferWindowDates {
  opensAt: Instant;
  closesAt: Instant;
}

export function transferWindowStatus(
  window: TransferWindowDates,
  now: Instant = new Date(),
): TransferWindowStatus {
  const at = toMillis(now);
  if (at < toMillis(window.opensAt)) return 'Upcoming';
  if (at <= toMillis(window.closesAt)) return 'Open';
  return 'Closed';
}
