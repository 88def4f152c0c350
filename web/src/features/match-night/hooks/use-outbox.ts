// The outbox as React state, and how replayed changes land in the cached queries: the server's
// answer is written into the frames list at once, so a confirmed tap never flickers back.
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Frame } from '@core/schemas/frame.ts';
import { useAuth } from '@/lib/auth.tsx';
import { under } from '@/lib/queries.ts';
import { fixturesQuery } from '@/features/fixtures/api/get-fixtures.ts';
import { standingsQuery } from '@/features/fixtures/api/get-standings.ts';
import { matchQueries } from '../data/kept.ts';
import { outbox } from '../outbox/phone-outbox.ts';
import { ownedBy } from '../outbox/owner.ts';

/** The outbox as the signed-in scorer sees it: their own changes and refusals, nobody else's. */
export function useOutbox() {
  const state = useSyncExternalStore(outbox.subscribe, outbox.snapshot);
  const userId = useAuth().user?.id;
  return useMemo(
    () => ({
      ...state,
      queue: state.queue.filter((q) => ownedBy(q, userId)),
      refused: state.refused.filter((r) => ownedBy(r, userId)),
    }),
    [state, userId],
  );
}

/**
 * Mounted once by the route: starts the outbox, which then runs for the page's life (changes left
 * waiting go out after the scorer moves to another page too), and replays reach the cache even
 * after the scorer left the match.
 */
export function useMatchNightOutbox() {
  useEffect(() => outbox.start(), []);
  const client = useQueryClient();
  useEffect(() => {
    outbox.setApplier((change, result) => {
      if (change.kind === 'complete') {
        void client.invalidateQueries(under(fixturesQuery().queryKey));
        void client.invalidateQueries(under(standingsQuery().queryKey));
        return;
      }
      // a break's answer is its id: the frame it was made in is unchanged
      if (change.kind === 'add-break') return;
      const frame = result as Frame;
      client.setQueryData(matchQueries.frames(change.fixtureId).queryKey, (old) => {
        const others = (old ?? []).filter((f) => f.id !== frame.id);
        return [...others, frame].sort((a, b) => a.frameNo - b.frameNo || a.id - b.id);
      });
    });
    return () => outbox.setApplier(undefined);
  }, [client]);
  // A scorer signing in (again) sends what they left waiting on this phone.
  const userId = useAuth().user?.id;
  useEffect(() => {
    if (userId) void outbox.flush();
  }, [userId]);
}

/** Offline as the scorer experiences it: no network, or the last send found none. */
export function useConnection() {
  const state = useOutbox();
  return { offline: !state.online || !state.reachable, waiting: state.queue.length };
}
