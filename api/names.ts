// People are shown to signed-in callers by display name (public.display_name_of(): a name, never an
// id). Anonymous callers get no name at all: wallboards and public pages name nobody.
// Account ids go only to organisers and to the account itself (public.account_id_shown()).
import type { Claims } from './db/port.ts';

/** A select-list item naming the user in `column` as `alias`; null for anonymous callers. */
export const displayNameOf = (claims: Claims, column: string, alias: string) =>
  claims.role === 'anon' ? `null::text as ${alias}` : `public.display_name_of(${column}) as ${alias}`;

/** A select-list item with the account id in `column` as `alias`, for those who may see it; else null. */
export const accountIdOf = (claims: Claims, column: string, alias: string) =>
  claims.role === 'anon' ? `null::uuid as ${alias}` : `public.account_id_shown(${column}) as ${alias}`;
