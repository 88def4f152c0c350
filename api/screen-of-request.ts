// Which paired screen a request comes from (its X-Screen-Token) and which wallboards it may show: read
// by the screens routes, the wallboard feed, impressions, the fleet view and the live stream's scope.
import type { ScreenInfo } from '@core/schemas/screen.ts';
import { runAsService, type Ctx } from './context.ts';
import { ApiError } from './errors.ts';
import { tokenHash } from './rate-limit.ts';

const hash = tokenHash('$1');

export type ScreenRow = ScreenInfo;

export const SCREEN_COLUMNS = 's.id, s.name, s.wallboard_id as "wallboardId"';

/** The screen an `X-Screen-Token` header belongs to, or null (absent, unknown or revoked). */
export function screenOfRequest(c: Ctx): Promise<ScreenRow | null> {
  return screenOfToken(c, c.req.header('x-screen-token'));
}

/** The screen a screen token belongs to, or null. */
export async function screenOfToken(c: Ctx, token: string | undefined): Promise<ScreenRow | null> {
  if (!token) return null;
  const [row] = await runAsService(c, (tx) =>
    tx.query<ScreenRow>(`select ${SCREEN_COLUMNS} from public.screens s where s.token_hash = ${hash}`, [
      token,
    ]),
  );
  return row ?? null;
}

/**
 * The wallboards a screen shows, as SQL selecting their `id`s: its own, the ones its schedule names,
 * and the items of either's playlist. `screen` and `own` are the SQL of its id and its own wallboard's.
 */
export function wallboardsShownSql(screen: string, own: string): string {
  return `with own as (
      select ${own}::bigint as id where ${own}::bigint is not null
      union select sl.wallboard_id from public.screen_schedule_slots sl where sl.screen_id = ${screen}
    )
    select own.id from own
    union
    select (item->>'wallboardId')::bigint
    from public.wallboards p join own on own.id = p.id, jsonb_array_elements(p.playlist) item`;
}

/** Does this paired screen show that wallboard: its default one, or one of its schedule's? */
export async function screenShows(c: Ctx, screen: ScreenRow | null, wallboardId: number): Promise<boolean> {
  if (!screen) return false;
  if (screen.wallboardId === wallboardId) return true;
  const shown = await runAsService(c, (tx) =>
    tx.query(`select 1 from (${wallboardsShownSql('$1', '$3')}) shown where shown.id = $2 limit 1`, [
      screen.id,
      wallboardId,
      screen.wallboardId,
    ]),
  );
  return shown.length > 0;
}

/** For the feed route: may this request's paired screen show that wallboard? */
export async function screenMayShow(c: Ctx, wallboardId: number): Promise<boolean> {
  return screenShows(c, await screenOfRequest(c), wallboardId);
}

export async function requireScreen(c: Ctx): Promise<ScreenRow> {
  const screen = await screenOfRequest(c);
  if (!screen) throw new ApiError(401, 'invalid_screen_token', 'This screen is not paired');
  return screen;
}
