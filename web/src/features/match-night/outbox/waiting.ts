// How many of a user's changes wait on this device, for the Sign Out warning. It reads IndexedDB
// rather than the outbox, so the app shell can ask without loading (and starting) match night, and
// the answer covers every tab of the phone.
import { get } from 'idb-keyval';
import type { Queued } from './changes.ts';
import { ownedBy } from './owner.ts';

/** The IndexedDB key that holds the outbox. */
export const STORE_KEY = 'cueboard:match-night:outbox';

let saved: () => Promise<unknown> = () => Promise.resolve();
/** Set by the outbox once loaded: a change just made in this tab is counted once it is written. */
export function trackSaves(next: () => Promise<unknown>) {
  saved = next;
}

export async function waitingFor(userId: string): Promise<number> {
  await saved();
  const stored = await get<{ queue?: Queued[] }>(STORE_KEY);
  return (stored?.queue ?? []).filter((q) => ownedBy(q, userId)).length;
}

export const unsentText = (n: number) =>
  n === 1
    ? '1 change from match night has not been sent yet. It will be sent when you sign in again on this device.'
    : `${n} changes from match night have not been sent yet. They will be sent when you sign in again on this device.`;
