// The organisers' account list (GET /api/users), one page at a time, searched on the server.
import { useQuery } from '@tanstack/react-query';
import type { AccountsQuery } from '@core/schemas/account.ts';
import type { Person } from '@/components/ui/person-picker.tsx';
import { api } from '@/lib/api.ts';
import { displayName } from '@/lib/display-name.ts';
import { read } from '@/lib/queries.ts';

/** Empty filters are left out, so "no search" has one key; every page sits under '/users'. */
export const usersQuery = (filters: AccountsQuery = {}) => {
  const query = Object.fromEntries(
    Object.entries(filters)
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]) => [k, String(v)]),
  );
  return read(api.users, { query });
};

/** Accounts matching `q` as a person picker offers them (organisers; nothing is asked for an empty q). */
export function usePeopleSearch(q: string): { people: Person[]; isPending: boolean } {
  const found = useQuery({ ...usersQuery({ q, limit: 10 }), enabled: q !== '' });
  return {
    isPending: found.isPending && q !== '',
    people: (found.data?.items ?? []).map((a) => ({
      id: a.id,
      name: displayName(a.displayName),
      detail: a.email,
    })),
  };
}
