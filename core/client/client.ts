// The typed /api client used by web, kiosk and CLI: hono/client's hc over the route declarations'
// types (api/app.ts's AppType, imported for its types only), so no /api path is written by hand.
import { hc, type ClientResponse } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import type { AppType } from '../../api/app.ts';
import type { LiveTopic } from '../rules/live-tables.ts';
import { HttpError } from './http-error.ts';

type Token = string | null | undefined;

export interface ClientOptions {
  /** The API base, e.g. 'http://localhost:8787/api' or a Supabase functions URL ending in /api. */
  baseUrl: string;
  /** The current access token (sent as a bearer token), or null/undefined when signed out. */
  getToken?: () => Token | Promise<Token>;
  /** A paired screen's token, sent as X-Screen-Token. */
  screenToken?: () => Token;
  /** Extra headers on every request (e.g. Supabase's apikey). */
  headers?: Record<string, string>;
  fetch?: typeof fetch;
}

/** The JSON body of a call's successful answers (undefined for 204), from the declared responses. */
export type Ok<R> =
  R extends ClientResponse<infer T, infer S, infer F>
    ? [S] extends [SuccessStatusCode]
      ? F extends 'json'
        ? T
        : undefined
      : never
    : never;

/** A call's answer as parsed JSON; a refused call throws HttpError with the server's message and fields. */
export async function call<R extends ClientResponse<unknown, number, string>>(
  request: Promise<R>,
): Promise<Ok<R>> {
  const res = (await request) as unknown as Response;
  if (!res.ok) throw await HttpError.from(res);
  const text = res.status === 204 ? '' : await res.text();
  return (text ? JSON.parse(text) : undefined) as Ok<R>;
}

export interface LiveOptions {
  topics?: LiveTopic[];
  fixtureId?: number;
  divisionId?: number;
  wallboardId?: number;
  /** EventSource cannot send headers, so a signed-in stream carries its token in the query. */
  accessToken?: string | null;
  /** ...and a paired screen its screen token. */
  screenToken?: string | null;
  /** The last event id a previous stream received: the new one resumes after it. */
  lastEventId?: string | null;
}

/** The routes under /api as typed calls: `api.leagues[':id'].$get({ param: { id } })`. */
export function createClient(options: ClientOptions) {
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  // The declarations are mounted under /api, so hc starts from the host (or functions) root.
  const root = options.baseUrl.replace(/\/+$/, '').replace(/\/api$/, '');
  const api = hc<AppType>(root, {
    fetch: doFetch,
    headers: async () => {
      const headers: Record<string, string> = { ...options.headers };
      const token = await options.getToken?.();
      if (token) headers.Authorization = `Bearer ${token}`;
      const screen = options.screenToken?.();
      if (screen) headers['X-Screen-Token'] = screen;
      return headers;
    },
  }).api;
  return api;
}

export type Client = ReturnType<typeof createClient>;

/** The URL of GET /api/live for an EventSource. */
export function liveUrl(api: Client, o: LiveOptions = {}): string {
  const query = {
    topics: o.topics?.join(','),
    fixtureId: o.fixtureId,
    divisionId: o.divisionId,
    wallboardId: o.wallboardId,
    access_token: o.accessToken ?? undefined,
    screen_token: o.screenToken ?? undefined,
    lastEventId: o.lastEventId ?? undefined,
  };
  const defined = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));
  return api.live.$url({ query: defined }).href;
}

export { HttpError };
