// The organisers' account list (GET /api/users), one page at a time, searched on the server.
import type { AccountsPage, AccountsQuery } from '@core/schemas/account.ts';
import { api } from '@/lib/api.ts';
import { itemQuery } from '@/lib/queries.ts';

/** Empty filters are left out, so "no search" has one key; every page sits under '/users'. */
export const usersQuery = (filters: AccountsQuery = {}) => {
  const query = Object.fromEntries(
    Object.entries(filters)
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]) => [k, String(v)]),
  );
  return itemQuery<AccountsPage>(api.users.$path({ query }));
};
