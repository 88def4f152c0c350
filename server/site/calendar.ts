// The calendar feeds at the API's own addresses (GET /api/teams/{id}/calendar.ics and
// /api/divisions/{id}/calendar.ics, the links every face gives out), read as the anonymous role:
// the same code and the same answers as the API's routes (api/routes/calendar.ts), errors included.
import { Hono } from 'hono';
import { asUser, type Db } from '../../api/db/port.ts';
import { handleError } from '../../api/errors.ts';
import { divisionCalendar, icsResponse, teamCalendar } from '../../api/routes/calendar.ts';
import { pathId } from '../../api/validate.ts';

const anon = { role: 'anon' } as const;

/** The feeds' paths, for the hosts that mount the site handler. */
export const calendarPaths = ['/api/teams/:id/calendar.ics', '/api/divisions/:id/calendar.ics'] as const;

export function calendarApp(db: Db): Hono {
  const app = new Hono();
  app.onError(handleError);
  app.get(calendarPaths[0], async (c) => {
    const id = pathId(c);
    return icsResponse(c, await asUser(db, anon, (tx) => teamCalendar(tx, id)), 'Team');
  });
  app.get(calendarPaths[1], async (c) => {
    const id = pathId(c);
    return icsResponse(c, await asUser(db, anon, (tx) => divisionCalendar(tx, id)), 'Division');
  });
  return app;
}
