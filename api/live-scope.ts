// What a paired TV's live stream carries of league data: only the events about the leagues, divisions
// and venues its boards show (its own wallboard, its schedule's, and the items of their playlists). A
// deployment's 10,000 TVs then each hear their own league's matches, not every write of every league
// (docs/match-night-and-tvs.md). Events of other tables (wallboards, sponsors, screens) are not
// scoped here: live-audience.ts decides who hears them.
import { liveTableOf } from '@core/rules/live-tables.ts';
import { wallboardTypeRules } from '@core/rules/wallboard-types.ts';
import type { WallboardType } from '@core/schemas/enums.ts';
import type { LiveEvent } from '@core/schemas/live.ts';
import { runAsService, type Ctx } from './context.ts';
import { wallboardsShownSql } from './screen-of-request.ts';

/** One board's filter, as its feed selects fixtures: every id it names must match (null: any). */
interface BoardScope {
  leagueId: number | null;
  divisionId: number | null;
  venueId: number | null;
}

/** The boards a screen may show; null when one of them shows every league (it hears everything). */
type ScreenScope = readonly BoardScope[] | null;

/** The tables whose events are about a league's matches and tables. */
const LEAGUE_DATA: ReadonlySet<string> = new Set(['fixtures', 'frames', 'breaks', 'standings']);

/** The boards a paired screen shows (their ids) and their scope. */
interface Shown {
  wallboardIds: ReadonlySet<number>;
  scope: ScreenScope;
}

/** The scope of the boards a paired screen shows: read as the service, since a TV is nobody. */
async function screenScope(c: Ctx, screenId: number): Promise<Shown> {
  const boards = await runAsService(c, (tx) =>
    tx.query<{
      id: number;
      type: WallboardType;
      leagueId: number | null;
      divisionId: number | null;
      venueId: number | null;
    }>(
      `select w.id, w.type, w.league_id as "leagueId", w.division_id as "divisionId", w.venue_id as "venueId"
       from public.wallboards w
       where w.id in (${wallboardsShownSql('$1', '(select s.wallboard_id from public.screens s where s.id = $1)')})`,
      [screenId],
    ),
  );
  const wallboardIds = new Set(boards.map((b) => Number(b.id)));
  const scoped: BoardScope[] = [];
  for (const b of boards) {
    // A playlist or sponsors board shows no league data of its own.
    if (wallboardTypeRules[b.type]?.scope === 'none') continue;
    if (b.leagueId === null && b.divisionId === null && b.venueId === null)
      return { wallboardIds, scope: null };
    const id = (v: number | null) => (v === null ? null : Number(v));
    scoped.push({ leagueId: id(b.leagueId), divisionId: id(b.divisionId), venueId: id(b.venueId) });
  }
  return { wallboardIds, scope: scoped };
}

/**
 * A paired screen's scope, kept current by the events its stream hears: read again when the screen
 * changes (re-assigned, its schedule replaced) or one of its boards does (a new league, a playlist's
 * items). While it is being read, every event passes: a TV may hear more, never miss one.
 */
export function followScope(c: Ctx, screenId: number) {
  let shown: Shown | undefined;
  let reads = 0;
  const read = () => {
    const n = ++reads;
    shown = undefined;
    return screenScope(c, screenId).then(
      (s) => {
        if (n === reads) shown = s;
      },
      () => {}, // the database away: everything passes until the next change reads it again
    );
  };
  /** The first read, which the stream waits for: its first events are scoped already. */
  const ready = read();
  const passes = (event: LiveEvent): boolean => {
    const table = liveTableOf(event);
    const wallboard = event.wallboardId;
    if (
      (table === 'screens' && event.screenId === screenId) ||
      (table === 'wallboards' && wallboard !== undefined && (!shown || shown.wallboardIds.has(wallboard)))
    )
      void read();
    return !shown || !table || !LEAGUE_DATA.has(table) || inScope(shown.scope, event);
  };
  return { ready, passes };
}

/** Does the id the board names match where the event is, or where it was (a fixture moved)? */
function fits(want: number | null, is: number | undefined, was: number | undefined): boolean {
  return want === null || is === undefined || want === is || want === was;
}

/** May a stream of this scope carry an event about league data? */
function inScope(scope: ScreenScope, event: LiveEvent): boolean {
  if (scope === null) return true;
  return scope.some(
    (b) =>
      fits(b.leagueId, event.leagueId, event.fromLeagueId) &&
      fits(b.divisionId, event.divisionId, event.fromDivisionId) &&
      fits(b.venueId, event.venueId, event.fromVenueId),
  );
}
