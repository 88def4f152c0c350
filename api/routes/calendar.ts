// Calendar feeds: GET /api/teams/{id}/calendar.ics and GET /api/divisions/{id}/calendar.ics, for
// anyone (every row is public). RFC 5545 text written by ical-generator; each fixture is one VEVENT
// whose UID never changes, whose SEQUENCE the database raises when it moves (and when it is
// cancelled or deleted: public.calendar_fixtures keeps deleted fixtures as cancelled tombstones).
// The public site's handler (server/site/calendar.ts) serves the same feeds from the same code here.
import type { Context } from 'hono';
import ical, { ICalEventStatus } from 'ical-generator';
import { replaceControlCharacters } from '@core/rules/control-characters.ts';
import { calendarTextSchema, calendarUid, type CalendarFixture } from '@core/schemas/calendar.ts';
import { leagueSettingsSchema } from '@core/schemas/league.ts';
import type { Queryable } from '../db/port.ts';
import { run } from '../context.ts';
import { ids, refused, routes } from '../declare.ts';
import { notFound } from '../errors.ts';
import { camel } from '../rows.ts';
import { pathId } from '../validate.ts';

/** A season is a few hundred fixtures; the cap keeps one feed's work bounded whatever is stored. */
const MAX_EVENTS = 2000;

// DTSTAMP is when the event last changed in the store (RFC 5545 3.8.7.2, a feed without METHOD): the
// fixture's updated_at, or when it was deleted. So a feed's bytes change only when its data does.
const feedSql = (where: string) => `
  select c.*, l.settings, coalesce(f.updated_at, t.deleted_at) as stamp
  from public.calendar_fixtures c
  left join public.fixtures f on f.id = c.id
  left join public.fixture_tombstones t on t.fixture_id = c.id
  left join public.divisions d on d.id = c.division_id
  left join public.leagues l on l.id = d.league_id
  where ${where}
  order by c.kickoff_at, c.id
  limit ${MAX_EVENTS}`;

type FeedFixture = CalendarFixture & { stamp: string | Date };

async function calendarRows(tx: Queryable, where: string, id: number): Promise<FeedFixture[]> {
  const rows = await tx.query(feedSql(where), [id]);
  return rows.map((row) => {
    const { settings, ...rest } = camel<Omit<FeedFixture, 'matchLengthMinutes'> & { settings: unknown }>(row);
    const parsed = leagueSettingsSchema.safeParse(settings ?? {});
    const matchLengthMinutes = (parsed.success ? parsed.data : leagueSettingsSchema.parse({}))
      .match_length_minutes;
    return { ...rest, matchLengthMinutes };
  });
}

// RFC 5545 TEXT has no control character but HTAB, and a line break ends the property. Event texts
// go to ical-generator with line breaks as '\n' and every other control character made a space (it
// escapes \ ; , and line breaks itself); the calendar's name it writes as given, so it is escaped
// here. Names cannot hold control characters (20261127020000_names_one_line.sql); an address can.
const eventText = (text: string) =>
  text
    .split(/\r\n|\r|\n/)
    .map((line) => replaceControlCharacters(line))
    .join('\n');
const propertyText = (text: string) => replaceControlCharacters(text).replace(/[\\;,]/g, (ch) => `\\${ch}`);

/** The feed as iCalendar text. */
function calendarText(name: string, fixtures: FeedFixture[]): string {
  const calendar = ical({
    name: propertyText(name),
    prodId: { company: 'Cueboard', product: 'Cueboard', language: 'EN' },
  });
  for (const f of fixtures) {
    const start = new Date(f.kickoffAt);
    calendar.createEvent({
      id: calendarUid(f.id),
      start,
      end: new Date(start.getTime() + f.matchLengthMinutes * 60_000),
      summary: eventText(`${f.homeTeamName} v ${f.awayTeamName}`),
      location: eventText(f.venueAddress ? `${f.venueName}, ${f.venueAddress}` : f.venueName),
      sequence: f.calendarSequence,
      status: f.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      stamp: new Date(f.stamp),
    });
  }
  return calendar.toString();
}

export interface CalendarFeed {
  filename: string;
  text: string;
}

/** A team's feed, or undefined when there is no such team. */
export async function teamCalendar(tx: Queryable, id: number): Promise<CalendarFeed | undefined> {
  const [team] = await tx.query<{ name: string }>('select name from public.teams where id = $1', [id]);
  if (!team) return undefined;
  const rows = await calendarRows(tx, 'c.home_team_id = $1 or c.away_team_id = $1', id);
  return { filename: `team-${id}.ics`, text: calendarText(team.name, rows) };
}

/** A division's feed, or undefined when there is no such division. */
export async function divisionCalendar(tx: Queryable, id: number): Promise<CalendarFeed | undefined> {
  const [division] = await tx.query<{ name: string }>(
    `select d.name || ' (' || l.name || ')' as name
     from public.divisions d join public.leagues l on l.id = d.league_id where d.id = $1`,
    [id],
  );
  if (!division) return undefined;
  const rows = await calendarRows(tx, 'c.division_id = $1', id);
  return { filename: `division-${id}.ics`, text: calendarText(division.name, rows) };
}

/** The feed's response; a missing team or division is the API's JSON 404. */
export function icsResponse(c: Context, feed: CalendarFeed | undefined, what: string) {
  if (!feed) throw notFound(what);
  c.header('Content-Type', 'text/calendar; charset=utf-8');
  c.header('Content-Disposition', `inline; filename="${feed.filename}"`);
  // Calendar apps poll; five minutes of caching anywhere is well inside how often they do.
  c.header('Cache-Control', 'public, max-age=300');
  return c.body(feed.text);
}
const icsResponses = {
  200: { description: 'RFC 5545 calendar', content: { 'text/calendar': { schema: calendarTextSchema } } },
  default: refused,
} as const;

export const teamCalendarRoutes = routes().endpoint(
  {
    method: 'get',
    path: '/{id}/calendar.ics',
    summary: "A team's fixtures as an iCalendar feed (anyone)",
    request: { params: ids('id') },
    responses: icsResponses,
  },
  async (c) => {
    const id = pathId(c);
    return icsResponse(c, await run(c, (tx) => teamCalendar(tx, id)), 'Team');
  },
);

export const divisionCalendarRoutes = routes().endpoint(
  {
    method: 'get',
    path: '/{id}/calendar.ics',
    summary: "A division's fixtures as an iCalendar feed (anyone)",
    request: { params: ids('id') },
    responses: icsResponses,
  },
  async (c) => {
    const id = pathId(c);
    return icsResponse(c, await run(c, (tx) => divisionCalendar(tx, id)), 'Division');
  },
);
