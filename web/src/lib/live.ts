// The shared live-stream hook: one EventSource to GET /api/live per screen, filtered by topic and id,
// refreshing the screen's queries (by their queryOptions keys) within a moment of a change. While
// the stream is down each target is polled at its own interval (spec: fixtures 15 s, standings 30 s);
// when it returns, everything is refreshed once to catch up and polling stops. A stream that was cut
// resumes after its last event (Last-Event-ID; a new EventSource passes ?lastEventId=); a "reset" (the
// server's log no longer covers it) refreshes everything.
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { LiveTopic } from '@core/rules/live-tables.ts';
import type { LiveEvent } from '@core/schemas/live.ts';
import { createClient, liveUrl } from '@core/client/client.ts';
import { apiBaseUrl } from './api.ts';
import { accessToken, useAuth } from './auth.tsx';
import { under } from './queries.ts';

export const FIXTURES_POLL_MS = 15_000;
export const STANDINGS_POLL_MS = 30_000;
/** Events arriving together (a frame and its fixture) cause one refetch per target. */
const COALESCE_MS = 20;
/** After the server closes the stream for good (an HTTP error), try a new one this much later. */
const REOPEN_MS = 5_000;

export interface LiveTarget {
  /** The queryOptions key; its first element (a GET path) and every list under it are refreshed. */
  queryKey: readonly unknown[];
  /** Which events concern this target; default: every event of the subscription. */
  when?: (event: LiveEvent) => boolean;
  /** How often to refresh while the stream is down. */
  pollMs: number;
}

export interface LiveOptions {
  topics: LiveTopic[];
  fixtureId?: number;
  divisionId?: number;
  targets: LiveTarget[];
  /** Off while there is nothing to watch (a screen still loading its ids). */
  enabled?: boolean;
}

/** GET /api/live's address, written by core's client (core/client/client.ts liveUrl) from the configured base. */
const streamUrl = (
  options: Pick<LiveOptions, 'topics' | 'fixtureId' | 'divisionId'>,
  accessToken?: string,
  lastEventId?: string,
) =>
  liveUrl(createClient({ baseUrl: new URL(apiBaseUrl(), location.origin).href }), {
    ...options,
    accessToken,
    lastEventId,
  });

const opened = new Set<() => void>();
/** Calls back whenever a screen's live stream opens or reopens: the server answers again. */
export function onLiveOpen(listener: () => void): () => void {
  opened.add(listener);
  return () => void opened.delete(listener);
}

/** Subscribes the calling screen to /api/live; returns whether the stream is up. */
export function useLive(options: LiveOptions): { connected: boolean } {
  const client = useQueryClient();
  const { session } = useAuth();
  const [connected, setConnected] = useState(false);
  // Targets are read through a ref so a re-render with equal targets does not reconnect.
  const targets = useRef(options.targets);
  targets.current = options.targets;
  const { topics, fixtureId, divisionId, enabled = true } = options;
  const topicKey = topics.join(',');
  const sessionToken = session?.access_token;

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let up = false;
    let stopped = false;
    let lastId = '';
    let reopen: ReturnType<typeof setTimeout> | undefined;
    const polls: ReturnType<typeof setInterval>[] = [];
    const pending = new Map<LiveTarget, ReturnType<typeof setTimeout>>();

    const refresh = (target: LiveTarget) => void client.invalidateQueries(under(target.queryKey));
    const stopPolling = () => polls.splice(0).forEach(clearInterval);
    const startPolling = () => {
      stopPolling();
      for (const t of targets.current) polls.push(setInterval(() => refresh(t), t.pollMs));
    };
    const setUp = (next: boolean) => {
      if (next === up) return;
      up = next;
      setConnected(next);
      if (next) {
        stopPolling();
        targets.current.forEach(refresh); // whatever changed while the stream was down
      } else startPolling();
    };
    const onEvent = (msg: MessageEvent) => {
      if (msg.lastEventId) lastId = msg.lastEventId;
      let event: LiveEvent;
      try {
        event = JSON.parse(String(msg.data)) as LiveEvent;
      } catch {
        return;
      }
      for (const t of targets.current) {
        if (t.when && !t.when(event)) continue;
        if (pending.has(t)) continue;
        pending.set(
          t,
          setTimeout(() => {
            pending.delete(t);
            refresh(t);
          }, COALESCE_MS),
        );
      }
    };
    const open = () => {
      if (stopped) return;
      source = new EventSource(
        streamUrl(
          { topics: topicKey.split(',') as LiveTopic[], fixtureId, divisionId },
          accessToken(),
          lastId,
        ),
      );
      source.onopen = () => {
        setUp(true);
        opened.forEach((listener) => listener());
      };
      source.onmessage = onEvent;
      source.addEventListener('reset', (msg: MessageEvent) => {
        lastId = msg.lastEventId;
        targets.current.forEach(refresh);
      });
      source.onerror = () => {
        setUp(false);
        // CONNECTING: the browser retries by itself; CLOSED: it gave up (an HTTP error), so we retry.
        if (source?.readyState === EventSource.CLOSED) {
          source.close();
          reopen = setTimeout(open, REOPEN_MS);
        }
      };
    };

    startPolling(); // until the stream is up
    open();
    return () => {
      stopped = true;
      source?.close();
      clearTimeout(reopen);
      stopPolling();
      pending.forEach(clearTimeout);
      setConnected(false);
    };
  }, [client, enabled, topicKey, fixtureId, divisionId, sessionToken]);

  return { connected };
}
