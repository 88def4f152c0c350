// Proof of play: impressions are queued durably in IndexedDB (they survive reloads and days offline),
// sent in batches to POST /api/impressions, and deleted after a 2xx or a refusal no retry changes.
// Each carries a client id the server dedupes on, so a batch re-sent after a lost response is still
// counted once. Only impressions the server counts are queued at all (impressionsCount()).
import { createStore, del, entries, set, type UseStore } from 'idb-keyval';
import { clientFor, type Credentials } from './request.ts';

export interface QueuedImpression {
  clientId: string;
  sponsorId: number;
  wallboardId: number;
  durationMs: number;
  shownAt: string;
}

export const BATCH_SIZE = 50;
/** A TV shows a sponsor every 10 s: sending once a minute (or per 50) keeps it to ~60 requests an hour. */
export const FLUSH_DELAY_MS = 60_000;
const RETRY_MS = 60_000;

/**
 * Whether the server counts this display's impressions of the wallboard (api/routes/impressions.ts):
 * a paired screen's always, an unpaired display's (a public URL, the web's /wallboards/{id}) only on a
 * wallboard that asks for them. The display records nothing else, so it sends nothing in vain.
 */
export const impressionsCount = (wallboard: { countUnpairedImpressions?: boolean }, paired: boolean) =>
  paired || wallboard.countUnpairedImpressions === true;

/**
 * A refusal that sending again cannot change (a wallboard gone or hidden, a pairing revoked, bad
 * input): the batch is dropped rather than re-sent every minute. Offline, 408, 429 and 5xx retry.
 */
export const refusedForGood = (status: number) =>
  status >= 400 && status < 500 && status !== 408 && status !== 429;

let store: UseStore | undefined;
const db = () => (store ??= createStore('cueboard-kiosk', 'impressions'));

function uuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // crypto.randomUUID needs a secure context (and Chrome 92); TVs on plain http lack it.
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

let target: { apiUrl: string; creds: Credentials } | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;
let flushing: Promise<void> | undefined;
let flushAgain = false;
let unsent = 0;

/** Arms the flush timer; an armed timer is kept (so a steady stream still flushes) unless `rearm`. */
function schedule(ms: number, rearm = false) {
  if (timer !== undefined && !rearm) return;
  clearTimeout(timer);
  timer = setTimeout(() => {
    timer = undefined;
    void flushImpressions();
  }, ms);
}

export async function recordImpression(
  apiUrl: string,
  creds: Credentials,
  imp: { sponsorId: number; wallboardId: number; durationMs: number },
): Promise<void> {
  target = { apiUrl, creds };
  const item: QueuedImpression = {
    clientId: uuid(),
    ...imp,
    durationMs: Math.round(imp.durationMs),
    shownAt: new Date().toISOString(),
  };
  try {
    // Keys sort by time, so batches go out in the order the sponsors were shown.
    await set(`${String(Date.now()).padStart(15, '0')}:${item.clientId}`, item, db());
  } catch (err) {
    console.warn('impression not queued', err);
    return;
  }
  if (++unsent >= BATCH_SIZE) void flushImpressions();
  else schedule(FLUSH_DELAY_MS);
}

const queued = () => entries<string, QueuedImpression>(db());

async function sendAll(): Promise<void> {
  if (!target) return;
  const { apiUrl, creds } = target;
  const api = clientFor(apiUrl, creds);
  unsent = 0;
  const queue = await queued();
  for (let i = 0; i < queue.length; i += BATCH_SIZE) {
    const batch = queue.slice(i, i + BATCH_SIZE);
    const res = await api.impressions.$post({ json: batch.map(([, item]) => item) });
    if (!res.ok && !refusedForGood(res.status)) throw new Error(`impressions rejected: ${res.status}`);
    for (const [key] of batch) await del(key, db());
  }
}

/**
 * Sends whatever is queued; one flush at a time. A flush asked for while one is under way runs
 * right after it (what was recorded meanwhile must not wait for the next sponsor). Retries later
 * while offline.
 */
export function flushImpressions(): Promise<void> {
  if (flushing) {
    flushAgain = true;
    return flushing;
  }
  flushing = sendAll()
    .catch(() => {
      flushAgain = false; // the retry timer takes it from here
      schedule(RETRY_MS, true);
    })
    .finally(() => {
      flushing = undefined;
      if (flushAgain) {
        flushAgain = false;
        void flushImpressions();
      }
    });
  return flushing;
}

if (typeof window !== 'undefined') window.addEventListener('online', () => void flushImpressions());
