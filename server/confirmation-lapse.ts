// Results that have waited 48 hours for the other captain count from then on
// (docs/result-confirmation.md). The API applies that before it reads standings or fixtures; this
// applies it every minute as well, so the public site and the TVs, which read the tables directly,
// follow within a minute even when nobody opens the admin.
import type { Db } from '../api/db/port.ts';

export function lapseConfirmationsEvery(db: Db, ms: number, onError: (error: unknown) => void): () => void {
  const timer = setInterval(() => {
    db.query('select public.lapse_confirmations()').catch(onError);
  }, ms);
  timer.unref?.();
  return () => clearInterval(timer);
}
