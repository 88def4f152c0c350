// Which organisation the web app shows (docs/organiser-guide.md "Organisations"). A person in several
// has it in the address as ?org=<slug>, so a link shows the same organisation to whoever opens it; a
// person in one never sees the parameter, and their links stay as they were.
import { useSyncExternalStore } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { myOrganisationSchema } from '@core/schemas/organisation.ts';
import { api, keyOf, ok } from './api.ts';
import { useAuth } from './auth.tsx';

export type MyOrganisation = z.infer<typeof myOrganisationSchema>;

/** The search parameter that names the organisation shown. */
export const ORG_PARAM = 'org';
const LAST_KEY = 'cueboard:organisation';

/** The URL's organisation if it is one of theirs, else the last one chosen in this tab, else the first. */
export function currentOrganisation<T extends { slug: string }>(
  mine: readonly T[],
  inUrl: string | null,
  last: string | null,
): T | undefined {
  return mine.find((o) => o.slug === inUrl) ?? mine.find((o) => o.slug === last) ?? mine[0];
}

/** The search string with org=<slug> (the other parameters kept), or null when it already says so. */
export function searchWithOrg(search: string, slug: string): string | null {
  const params = new URLSearchParams(search);
  if (params.get(ORG_PARAM) === slug) return null;
  params.set(ORG_PARAM, slug);
  return `?${params.toString()}`;
}

/** A list's query: only that organisation's rows when one is shown. */
export const scoped = (organisationId?: number | null): { organisationId?: string } =>
  organisationId == null ? {} : { organisationId: String(organisationId) };

// The last choice, per tab (sessionStorage): a second tab on another organisation does not move this one.
const listeners = new Set<() => void>();
const stored = () => {
  try {
    return sessionStorage.getItem(LAST_KEY);
  } catch {
    return null;
  }
};
let last: string | null = typeof sessionStorage === 'undefined' ? null : stored();

export function rememberOrganisation(slug: string) {
  if (slug === last) return;
  last = slug;
  try {
    sessionStorage.setItem(LAST_KEY, slug);
  } catch {
    // Private mode: the address still carries the choice.
  }
  listeners.forEach((l) => l());
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
// The server's snapshot too: stories are rendered to a string in tests (tests/stories/).
const useLastSlug = () =>
  useSyncExternalStore(
    subscribe,
    () => last,
    () => last,
  );

/** The caller's organisations with their roles; keyed by the user, like /me. */
export const organisationsQuery = (userId?: string) =>
  queryOptions({
    queryKey: [keyOf(api.organisations.$path()), userId],
    queryFn: () => ok(api.organisations.$get()),
    enabled: !!userId,
  });

export interface OrganisationState {
  organisations: MyOrganisation[];
  current: MyOrganisation | undefined;
  /** Signed in and their organisations not known yet. */
  loading: boolean;
}

export function useOrganisation(): OrganisationState {
  const { user } = useAuth();
  const mine = useQuery(organisationsQuery(user?.id));
  const slug = useLastSlug();
  const organisations = user ? (mine.data ?? []) : [];
  // The address is read as the screen renders, so a shared link's first lists are already its own.
  const inUrl =
    typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get(ORG_PARAM);
  return {
    organisations,
    current: currentOrganisation(organisations, inUrl, slug),
    loading: !!user && mine.isLoading,
  };
}

/**
 * The id of the organisation shown, which lists and creates pass: undefined for a visitor or someone
 * in none (or offline, their organisations not known), null while they load (the lists wait for it,
 * rather than show every organisation's rows for a moment).
 */
export function useOrganisationId(): number | null | undefined {
  const { current, loading } = useOrganisation();
  return loading ? null : current?.id;
}
