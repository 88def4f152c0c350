// Where a live stream stands in the event log (live_events), as the SSE id its client sends back as
// Last-Event-ID: the highest log id the stream heard, and the lower ids within WINDOW of it that it
// has not heard yet ("holes"). Log ids are taken when a row changes, not when its transaction
// commits, so a transaction that commits later can announce an id below one already heard: a
// resume replays the holes as well as everything above the highest id (docs/decisions.md).

/** How far below the highest id a late commit is still caught after a cut. */
export const WINDOW = 128;

export interface Cursor {
  max: number;
  holes: Set<number>;
}

/** "max" or "max-hole.hole..." (an SSE id may hold any character but a line break or NUL). */
export function formatCursor(cursor: Cursor): string {
  return cursor.holes.size
    ? `${cursor.max}-${[...cursor.holes].sort((a, b) => a - b).join('.')}`
    : `${cursor.max}`;
}

/** A Last-Event-ID this server wrote, or null (garbage: the client starts over). */
export function parseCursor(text: string): Cursor | null {
  const m = /^(\d{1,15})(?:-(\d{1,15}(?:\.\d{1,15}){0,127}))?$/.exec(text.trim());
  if (!m) return null;
  const max = Number(m[1]);
  const holes = new Set(m[2] ? m[2].split('.').map(Number) : []);
  for (const hole of holes) if (hole >= max || hole <= max - WINDOW) return null;
  return { max, holes };
}

/** The cursor of a stream that has heard every id up to max except the missing ones. */
export function cursorAt(max: number, present: Iterable<number>): Cursor {
  const holes = new Set<number>();
  for (let id = Math.max(1, max - WINDOW + 1); id < max; id++) holes.add(id);
  for (const id of present) holes.delete(id);
  return { max, holes };
}

/** The stream heard id: its cursor moves past it. */
export function advance(cursor: Cursor, id: number): void {
  if (id <= cursor.max) {
    cursor.holes.delete(id);
    return;
  }
  for (let missing = Math.max(cursor.max + 1, id - WINDOW + 1); missing < id; missing++)
    cursor.holes.add(missing);
  cursor.max = id;
  for (const hole of cursor.holes) if (hole <= id - WINDOW) cursor.holes.delete(hole);
}
