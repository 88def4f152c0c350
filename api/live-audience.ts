// Who may hear which live event. Anonymous subscribers get only events about public data (fixtures,
// frames, standings; wallboards, their sponsors and sponsors unless the database marked the event
// private). Signed-in users read every wallboard and sponsor, so they get those too. Screens' events
// go to organisers and to the paired screen itself, which also hears its own wallboard's events.
import { liveTableOf, liveTables } from '@core/rules/live-tables.ts';
import type { LiveEvent } from '@core/schemas/live.ts';
import { run, type Ctx } from './context.ts';
import { screenOfToken } from './screen-of-request.ts';

export interface Audience {
  signedIn: boolean;
  organiser: boolean;
  /** A paired screen (its token verified): its id and the wallboard it shows, kept up to date. */
  screen: { id: number; wallboardId: number | null } | null;
}

export async function audienceOf(c: Ctx, screenToken: string | undefined): Promise<Audience> {
  const signedIn = c.var.claims.role === 'authenticated' || c.var.claims.role === 'service_role';
  const organiser =
    c.var.claims.role === 'service_role' ||
    (signedIn &&
      (await run(c, (tx) => tx.query<{ ok: boolean }>('select public.is_organiser() as ok')))[0]?.ok ===
        true);
  const screen = await screenOfToken(c, screenToken ?? c.req.header('x-screen-token'));
  return { signedIn, organiser, screen: screen && { id: screen.id, wallboardId: screen.wallboardId } };
}

/**
 * What a listener who may not hear a screens event, and is no paired screen, still hears of it: that
 * some screen was paired, with no ids, so a TV showing its pairing code polls at once instead of at its
 * next poll.
 */
export function pairedPing(audience: Audience, event: LiveEvent): LiveEvent | null {
  return event.type === 'screens.insert' && audience.screen === null ? { type: 'screens.insert' } : null;
}

/** May this audience hear the event? Follows its own screen's re-assignment as events arrive. */
export function mayHear(audience: Audience, event: LiveEvent): boolean {
  const table = liveTableOf(event);
  if (!table) return false;
  const screen = audience.screen;
  const heardBy = liveTables[table].audience;
  if (heardBy === 'screens') {
    const own = screen !== null && event.screenId === screen.id;
    if (own) screen.wallboardId = event.type === 'screens.delete' ? null : (event.wallboardId ?? null);
    return own || audience.organiser;
  }
  if (heardBy === 'public') return true;
  if (audience.signedIn || !event.private) return true;
  return screen !== null && screen.wallboardId !== null && event.wallboardId === screen.wallboardId;
}
