// Calendar feeds as a calendar app receives them, read with an independent parser (ical.js): one
// event per fixture with a stable UID, its kick-off in UTC, the venue, the league's match length,
// SEQUENCE raised when a fixture moves, and STATUS:CANCELLED once it is postponed or deleted.
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../support/engines.ts';
import { seedLeague, setup, type Harness } from './support.ts';

interface Event {
  uid: string;
  summary: string;
  location: string;
  start: string;
  end: string;
  sequence: number;
  status: string;
}

function parse(text: string): Event[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      sequence: event.sequence,
      status: String(vevent.getFirstPropertyValue('status')),
    };
  });
}

describe.each(engines)('calendar feeds (%s)', (engine) => {
  let h: Harness;
  let s: Awaited<ReturnType<typeof seedLeague>>;
  const kickoff = '2026-12-03T19:30:00.000Z';
  const feed = async (path: string) => {
    const res = await h.app.request(`/api${path}`);
    return { status: res.status, headers: res.headers, text: await res.text() };
  };
  beforeAll(async () => {
    h = await setup(engine);
    s = await seedLeague(h);
    const t = h.organiser.token;
    await h.call('PATCH', `/venues/${s.venue.id}`, { token: t, body: { address: '1 High St, Leeds' } });
    await h.call('PATCH', `/fixtures/${s.fixture.id}`, { token: t, body: { kickoffAt: kickoff } });
  }, 180_000);
  afterAll(() => h.close());

  it("gives anyone a team's fixtures as events in UTC, at the venue, lasting the league's match length", async () => {
    const res = await feed(`/teams/${s.home.id}/calendar.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    // The anonymous-read cache's (api/read-cache.ts): calendar apps and CDNs revalidate by ETag.
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=5, stale-while-revalidate=30');
    expect(res.text).toContain('DTSTART:20261203T193000Z');
    expect(parse(res.text)).toEqual([
      {
        uid: `fixture-${s.fixture.id}@cueboard`,
        summary: 'Red Lions v Blue Cues',
        location: 'The Crown, 1 High St, Leeds',
        start: '2026-12-03T19:30:00Z',
        end: '2026-12-03T22:30:00Z',
        sequence: 1, // moved once in beforeAll
        status: 'CONFIRMED',
      },
    ]);
    expect(res.text).not.toMatch(/@example\.com|organiser|captain/i);
  });

  it('takes the match length from the league settings', async () => {
    await h.call('PATCH', `/leagues/${s.league.id}`, {
      token: h.organiser.token,
      body: { settings: { match_length_minutes: 150 } },
    });
    const [event] = parse((await feed(`/divisions/${s.division.id}/calendar.ics`)).text);
    expect(event.end).toBe('2026-12-03T22:00:00Z');
  });

  it('raises SEQUENCE on a moved fixture and keeps its UID', async () => {
    const before = parse((await feed(`/divisions/${s.division.id}/calendar.ics`)).text)[0];
    await h.call('PATCH', `/fixtures/${s.fixture.id}`, {
      token: h.organiser.token,
      body: { kickoffAt: '2026-12-10T20:00:00.000Z' },
    });
    const after = parse((await feed(`/divisions/${s.division.id}/calendar.ics`)).text)[0];
    expect(after).toMatchObject({
      uid: before.uid,
      start: '2026-12-10T20:00:00Z',
      sequence: before.sequence + 1,
    });

    // Scoring the match is not a move: the event stays as it is.
    await h.call('PATCH', `/fixtures/${s.fixture.id}`, {
      token: h.organiser.token,
      body: { status: 'in_play' },
    });
    expect(parse((await feed(`/divisions/${s.division.id}/calendar.ics`)).text)[0].sequence).toBe(
      after.sequence,
    );
  });

  it('marks a deleted fixture CANCELLED with a higher SEQUENCE, in the team and division feeds', async () => {
    const t = h.organiser.token;
    const extra = (
      await h.call('POST', '/fixtures', {
        token: t,
        body: {
          divisionId: s.division.id,
          homeTeamId: s.away.id,
          awayTeamId: s.home.id,
          venueId: s.venue.id,
          kickoffAt: '2027-01-07T19:30:00.000Z',
        },
      })
    ).body;
    const live = parse((await feed(`/teams/${s.away.id}/calendar.ics`)).text).find(
      (e) => e.uid === `fixture-${extra.id}@cueboard`,
    );
    expect(live).toMatchObject({ status: 'CONFIRMED', sequence: 0, summary: 'Blue Cues v Red Lions' });

    expect((await h.call('DELETE', `/fixtures/${extra.id}`, { token: t })).status).toBe(204);
    for (const path of [`/teams/${s.away.id}/calendar.ics`, `/divisions/${s.division.id}/calendar.ics`]) {
      const gone = parse((await feed(path)).text).find((e) => e.uid === `fixture-${extra.id}@cueboard`);
      expect(gone).toMatchObject({ status: 'CANCELLED', sequence: 1, start: '2027-01-07T19:30:00Z' });
    }
  });

  it('counts any status but scheduled, in play and final as cancelled (postponed, void, later ones)', async () => {
    const rows = await h.db.query<{ status: string; cancelled: boolean }>(
      `select s as status, public.fixture_cancelled(s) as cancelled
       from unnest(array['scheduled', 'in_play', 'final', 'postponed', 'void']) s`,
    );
    expect(Object.fromEntries(rows.map((r) => [r.status, r.cancelled]))).toEqual({
      scheduled: false,
      in_play: false,
      final: false,
      postponed: true,
      void: true,
    });
  });

  it('answers 404 for a team or division that does not exist, and 400 for a bad id', async () => {
    expect((await feed('/teams/999999/calendar.ics')).status).toBe(404);
    expect((await feed('/divisions/999999/calendar.ics')).status).toBe(404);
    const bad = await h.call('GET', '/teams/abc/calendar.ics');
    expect(bad.status).toBe(400);
  });
});
