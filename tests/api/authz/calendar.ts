// Authorization matrix rows: calendar feeds are public reads, the same for everyone.
import { all, type Row } from './rows.ts';

export const calendarRows: Row[] = [
  [
    'GET /teams/{id}/calendar.ics',
    all(200),
    (_, s) => ({ method: 'GET', path: `/teams/${s.home.id}/calendar.ics` }),
  ],
  [
    'GET /divisions/{id}/calendar.ics',
    all(200),
    (_, s) => ({ method: 'GET', path: `/divisions/${s.division.id}/calendar.ics` }),
  ],
];
