// Whose a waiting change is. Each change records the scorer who made it and is sent only with that
// scorer's own token, so when a phone changes hands nothing goes out under someone else's name.
// Changes queued before they carried their author (the older queue format) belong to whoever signs
// in first on this device: the outbox claims them for the first signed-in user it sends as.
import { decodeJwt } from 'jose';
import { accessToken } from '@/lib/auth.tsx';

/** The user id (sub claim) of a bearer token; undefined for no token or the anon key. */
export function userOfToken(token: string | undefined): string | undefined {
  if (!token) return undefined;
  try {
    const { sub } = decodeJwt(token);
    return sub || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Who the next request goes out as: read from the very token the transport attaches, so deciding
 * whose change to send and sending it cannot disagree while the session changes.
 */
export const sender = () => userOfToken(accessToken());

/** A change the given user may see and send: theirs, or an unclaimed one of the older format. */
export const ownedBy = (change: { userId?: string }, userId: string | undefined): boolean =>
  userId !== undefined && (change.userId ?? userId) === userId;
