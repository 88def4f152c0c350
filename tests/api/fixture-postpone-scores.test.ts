// The Fixtures screen's data (issue 25): GET /api/fixtures gives each fixture its frames won by each
// side (a forfeit's as awarded), and POST /api/fixtures/{id}/postpone takes a reason (and an optional
// new kick-off) that is stored, audited, shown on the result page and the public site, and told to the
// captains in the e-mail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser } from '../../api/db/port.ts';
import { engines } from '../support/engines.ts';
import { sqlError, user } from '../db/world.ts';
import { seedLeague, setup, type Harness } from './support.ts';

describe.each(engines)('fixture scores and postponing with a reason (%s)', (engine) => {
  let h: Harness;
  let s: Awaited<ReturnType<typeof seedLeague>>;
  const t = () => h.organiser.token;
  const newFixture = async (kickoffAt: string) =>
    (
      await h.call('POST', '/fixtures', {
        token: t(),
        body: {
          divisionId: s.division.id,
          homeTeamId: s.away.id,
          awayTeamId: s.home.id,
          venueId: s.venue.id,
          kickoffAt,
        },
      })
    ).body as { id: number };
  const listed = async (id: number) =>
    ((await h.call('GET', `/fixtures?divisionId=${s.division.id}`)).body as { id: number }[]).find(
      (f) => f.id === id,
    );
  const outbox = async () =>
    h.db.query<{ subject: string; body: string }>(
      'select subject, body from public.notification_outbox order by id',
    );

  beforeAll(async () => {
    h = await setup(engine);
    s = await seedLeague(h);
  }, 180_000);
  afterAll(() => h.close());

  it('lists each fixture with the frames won by each side, 0-0 before play', async () => {
    expect(await listed(s.fixture.id)).toMatchObject({ homeFrames: 0, awayFrames: 0 });
    for (const winner of ['home', 'away', 'home'])
      await h.call('POST', `/fixtures/${s.fixture.id}/frames`, { token: t(), body: { winner } });
    expect(await listed(s.fixture.id)).toMatchObject({ homeFrames: 2, awayFrames: 1, status: 'in_play' });
    const forfeited = await newFixture('2027-01-14T19:30:00Z');
    await h.call('POST', `/fixtures/${forfeited.id}/forfeit`, { token: t(), body: { winner: 'away' } });
    expect(await listed(forfeited.id)).toMatchObject({ homeFrames: 0, awayFrames: 5, forfeit: 'away' });
  });

  it('refuses a postponement without a reason, naming reason, and changes nothing', async () => {
    const fixture = await newFixture('2027-01-21T19:30:00Z');
    for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }, { reason: 'Flooded\nbar' }]) {
      const res = await h.call('POST', `/fixtures/${fixture.id}/postpone`, { token: t(), body });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.fields)).toEqual(['reason']);
    }
    const bad = await h.call('POST', `/fixtures/${fixture.id}/postpone`, {
      token: t(),
      body: { reason: 'Flooded', kickoffAt: 'next week' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(['kickoffAt']);
    expect(await listed(fixture.id)).toMatchObject({ status: 'scheduled', postponeReason: null });
  });

  it('refuses captains and anonymous callers, and a fixture already final', async () => {
    const fixture = await newFixture('2027-01-28T19:30:00Z');
    const path = `/fixtures/${fixture.id}/postpone`;
    const body = { reason: 'Venue closed' };
    expect((await h.call('POST', path, { body })).status).toBe(401);
    expect(await h.call('POST', path, { token: s.homeCaptain.token, body })).toMatchObject({
      status: 403,
      body: { message: 'Only organisers can postpone fixtures' },
    });
    await h.call('POST', `/fixtures/${fixture.id}/forfeit`, { token: t(), body: { winner: 'home' } });
    expect(await h.call('POST', path, { token: t(), body })).toMatchObject({
      status: 409,
      body: { message: 'Only a scheduled or in-play fixture can be postponed' },
    });
    expect(await h.call('POST', '/fixtures/999999/postpone', { token: t(), body })).toMatchObject({
      status: 404,
    });
  });

  it('postpones with a reason: stored, audited, on the result page, the public site and in the e-mail', async () => {
    const fixture = await newFixture('2027-02-04T19:30:00Z');
    const res = await h.call('POST', `/fixtures/${fixture.id}/postpone`, {
      token: t(),
      body: { reason: '  Burst pipe at the venue ' },
    });
    expect(res).toMatchObject({
      status: 200,
      body: { status: 'postponed', postponeReason: 'Burst pipe at the venue' },
    });
    const [audit] = await h.db.query<{ after: Record<string, unknown> }>(
      `select after from public.audit_log
       where table_name = 'fixtures' and row_id = $1 and action = 'update' order by id desc limit 1`,
      [fixture.id],
    );
    expect(audit.after).toMatchObject({ status: 'postponed', postpone_reason: 'Burst pipe at the venue' });
    const page = await h.call('GET', `/fixtures/${fixture.id}/result`);
    expect(page.body.fixture).toMatchObject({
      status: 'postponed',
      postponeReason: 'Burst pipe at the venue',
    });
    const site = await h.call('GET', `/public/leagues/${s.league.id}/divisions/${s.division.id}`);
    const shown = site.body.weeks.flatMap((w: { fixtures: object[] }) => w.fixtures);
    expect(shown).toContainEqual(
      expect.objectContaining({
        id: fixture.id,
        status: 'postponed',
        postponeReason: 'Burst pipe at the venue',
      }),
    );
    expect((await outbox()).at(-1)).toEqual({
      subject: 'Blue Cues v Red Lions: postponed',
      body:
        'Blue Cues v Red Lions, due Thursday 4 February 2027 at 19:30 (UTC), has been postponed. ' +
        'Reason: Burst pipe at the venue',
    });
  });

  it('postpones to a new date in one change: scheduled again, the reason kept, one e-mail each', async () => {
    const fixture = await newFixture('2027-02-11T19:30:00Z');
    const before = (await outbox()).length;
    const res = await h.call('POST', `/fixtures/${fixture.id}/postpone`, {
      token: t(),
      body: { reason: 'Snow', kickoffAt: '2027-02-18T19:30:00Z' },
    });
    expect(res).toMatchObject({
      status: 200,
      body: { status: 'scheduled', kickoffAt: '2027-02-18T19:30:00.000Z', postponeReason: 'Snow' },
    });
    const mail = {
      subject: 'Blue Cues v Red Lions: postponed to a new date',
      body:
        'Blue Cues v Red Lions, due Thursday 11 February 2027 at 19:30 (UTC), has been postponed to ' +
        'Thursday 18 February 2027 at 19:30 (UTC). Reason: Snow',
    };
    expect((await outbox()).slice(before)).toEqual([mail, mail]); // one to each team's captain
  });

  it('refuses a captain writing the reason straight to the table', async () => {
    const refused = await sqlError(
      asUser(h.db, user(s.homeCaptain.id), (tx) =>
        tx.query(`update public.fixtures set postpone_reason = 'Mine' where id = $1`, [s.fixture.id]),
      ),
    );
    expect(refused).toEqual({ code: '42501', message: 'Captains can only change the status of a fixture' });
  });
});
