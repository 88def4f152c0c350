// A playlist shows other wallboards in turn; it never shows a playlist (itself included), which a TV
// would mount inside itself without end. Checked against the stored wallboards on every save.
import type { PlaylistItem } from '@core/schemas/wallboard.ts';
import type { WallboardType } from '@core/schemas/enums.ts';
import type { Queryable } from './db/port.ts';
import { badRequest } from './errors.ts';

const nested = 'A playlist cannot show another playlist';

interface PlaylistBoard {
  id?: number;
  type: WallboardType;
  playlist: PlaylistItem[];
}

export async function checkPlaylist(tx: Queryable, board: PlaylistBoard): Promise<void> {
  if (board.type !== 'playlist') return;
  const wanted = board.playlist.map((item) => item.wallboardId);
  const rows = await tx.query<{ id: number; type: WallboardType }>(
    'select id, type from public.wallboards where id = any($1::bigint[])',
    [wanted],
  );
  const typeOf = new Map(rows.map((row) => [Number(row.id), row.type]));
  board.playlist.forEach((item, index) => {
    const field = `playlist.${index}.wallboardId`;
    const type = typeOf.get(item.wallboardId);
    if (!type) throw badRequest('Wallboard not found', { [field]: ['Wallboard not found'] });
    if (type === 'playlist' || item.wallboardId === board.id) throw badRequest(nested, { [field]: [nested] });
  });
  if (board.id === undefined) return;
  const holders = await tx.query(
    `select 1 from public.wallboards
      where playlist @> jsonb_build_array(jsonb_build_object('wallboardId', $1::bigint)) limit 1`,
    [board.id],
  );
  if (holders.length > 0) throw badRequest(nested, { type: [nested] });
}
