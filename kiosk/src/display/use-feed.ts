// Keeps one wallboard's feed current: one request per refresh (GET /wallboards/{id}/feed), refreshed
// within a second of a live event, polled (fixtures 15 s, standings 30 s) only while the live stream
// is down. The last good feed stays on screen when the network drops; `offline` marks it.
// A frame's event carries its winner and score: the feed on screen is patched at once (feed-patch.ts)
// and fetched again a second later for what the event cannot say (ratings, standings).
import { useEffect, useRef, useState } from 'react';
import { call } from '@core/client/client.ts';
import { HttpError } from '@core/client/http-error.ts';
import type { WallboardType } from '@core/schemas/enums.ts';
import { topicsOf } from '@core/rules/live-tables.ts';
import { wallboardTypeRules } from '@core/rules/wallboard-types.ts';
import type { LiveEvent } from '@core/schemas/live.ts';
import type { Feed } from './feed.ts';
import { carriesPatch, patchFeed, pruneVersions, share, type Versions } from './feed-patch.ts';
import { liveUrl, subscribeLive } from './live.ts';
import { clientFor, noStore, type Credentials } from './request.ts';

export const NOT_FOUND_TEXT = 'Wallboard not found';
export const NOT_ALLOWED_TEXT = 'This wallboard is not public';

/** How often the feed is polled while the live stream is down: its type's rule. */
const pollMs = (type: WallboardType | undefined): number => (type ? wallboardTypeRules[type].pollMs : 15_000);

/** The refetch after a patched event: not postponed by further events, so a busy night still refreshes. */
const BACKGROUND_MS = 1_000;

export interface FeedState {
  feed: Feed | null;
  offline: boolean;
  error: string | null;
}

/** The last good feed of each wallboard shown: a TV that switches boards offline (its schedule) shows it. */
const lastGood = new Map<number, Feed>();

export function useFeed(wallboardId: number, apiUrl: string, creds: Credentials): FeedState {
  const [state, setState] = useState<FeedState>(() => ({
    feed: lastGood.get(wallboardId) ?? null,
    offline: false,
    error: null,
  }));
  const type = state.feed?.wallboard.type;
  const typeRef = useRef(type);
  typeRef.current = type;
  const { token, screenToken } = creds;

  useEffect(() => {
    let stopped = false;
    let inFlight = false;
    let again = false;
    let liveUp = false;
    let pollTimer: ReturnType<typeof setTimeout> | undefined;
    let debounce: ReturnType<typeof setTimeout> | undefined;
    let background: ReturnType<typeof setTimeout> | undefined;
    let current = lastGood.get(wallboardId) ?? null;
    let wentOffline = false;
    const versions: Versions = new Map();
    /** Patched events heard while a request is out: its answer may predate them, so they apply again. */
    const heardSince: LiveEvent[] = [];
    const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const feedOf = clientFor(apiUrl, { token, screenToken }).wallboards[':id'].feed;
    const args = { param: { id: wallboardId }, query: { tz } };

    const show = (feed: Feed) => {
      current = feed;
      lastGood.set(wallboardId, feed);
      // An answer that lands after the browser said it went offline is still the last update: it
      // keeps the marker, which the first answer once back online clears.
      const offline = wentOffline;
      if (!stopped)
        setState((s) =>
          s.feed === feed && s.offline === offline && !s.error ? s : { feed, offline, error: null },
        );
    };

    const schedulePoll = () => {
      clearTimeout(pollTimer);
      if (stopped || liveUp) return;
      pollTimer = setTimeout(refresh, pollMs(typeRef.current));
    };

    async function refresh() {
      if (inFlight) {
        again = true;
        return;
      }
      inFlight = true;
      clearTimeout(debounce);
      clearTimeout(background);
      background = undefined;
      heardSince.length = 0;
      try {
        const { generatedAt: _generatedAt, ...fetched } = await call(feedOf.$get(args, noStore));
        let feed: Feed = current ? share(current, fetched) : fetched;
        for (const e of heardSince) feed = patchFeed(feed, e, versions);
        pruneVersions(versions, feed);
        show(feed);
      } catch (err) {
        if (stopped) return;
        if (err instanceof HttpError && (err.status === 404 || err.status === 401 || err.status === 403)) {
          lastGood.delete(wallboardId);
          current = null;
          setState({
            feed: null,
            offline: false,
            error: err.status === 404 ? NOT_FOUND_TEXT : NOT_ALLOWED_TEXT,
          });
        } else {
          setState((s) => ({ ...s, offline: true }));
        }
      } finally {
        inFlight = false;
        if (again && !stopped) {
          again = false;
          void refresh();
        } else schedulePoll();
      }
    }

    const onEvent = (e: LiveEvent) => {
      // Everything but screens' own events concerns what a wallboard shows.
      if (!topicsOf(e).some((topic) => topic !== 'screens')) return;
      if (carriesPatch(e)) {
        if (inFlight) heardSince.push(e);
        if (current) {
          const patched = patchFeed(current, e, versions);
          if (patched !== current) show(patched);
        }
      }
      // A frame's event says all a frame changes on screen; a fixture's does not say its new kick-off,
      // venue or teams, nor whether it now belongs on this board.
      if (carriesPatch(e) && e.type.startsWith('frames.')) {
        if (background === undefined) background = setTimeout(refresh, BACKGROUND_MS);
        return;
      }
      // One transaction's events (frame, fixture, standings) arrive together on commit: a short
      // debounce folds them into one feed request without delaying the TV noticeably.
      clearTimeout(debounce);
      debounce = setTimeout(refresh, 25);
    };
    const onStatus = (up: boolean) => {
      const wasUp = liveUp;
      liveUp = up;
      if (up && !wasUp)
        void refresh(); // catch up on whatever happened while the stream was down
      else schedulePoll();
    };
    const onOnline = () => {
      wentOffline = false;
      void refresh();
    };
    const onOffline = () => {
      wentOffline = true;
      setState((s) => (s.feed ? { ...s, offline: true } : s));
    };

    void refresh();
    const unsubscribe = subscribeLive(liveUrl(apiUrl, { token, screenToken }), { onEvent, onStatus });
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    return () => {
      stopped = true;
      clearTimeout(pollTimer);
      clearTimeout(debounce);
      clearTimeout(background);
      unsubscribe();
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
    };
  }, [wallboardId, apiUrl, token, screenToken]);

  return state;
}
