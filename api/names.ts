// People are shown to others by display name (public.display_name_of(), which reads profiles under
// their RLS). Anonymous callers get no name at all: wallboards and public pages name nobody.
import type { Claims } from './db/port.ts';

/** A select-list item naming the user in `column` as `alias`; null for anonymous callers. */
export const displayNameOf = (claims: Claims, column: string, alias: string) =>
  claims.role === 'anon' ? `null::text as ${alias}` : `public.display_name_of(${column}) as ${alias}`;
