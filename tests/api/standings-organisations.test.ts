// A division's table is ranked from that division's rows only (issue 28): public.standings_for()
// ranks the divisions it is given, so another organisation's leagues neither slow one organisation's
// table nor break it. The proof: the other organisation's organiser writes settings the ranking cannot
// read (RLS lets them write their league by SQL; only the API validates settings), and this
// organisation's table still answers, through the API and the SQL readers alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser } from '../../api/db/port.ts';
import { engines } from '../support/engines.ts';
import { secondOrganisation } from './second-organisation.ts';
import { seedLeague, setup, type Harness } from './support.ts';

describe.each(engines)("one organisation's standings beside another's (%s)", (engine) => {
  let h: Harness;
  let crown: Awaited<ReturnType<typeof seedLeague>>;
  let boroughLeague: number;
  let boroughDivision: number;
  beforeAll(async () => {
    h = await setup(engine);
    crown = await seedLeague(h);
    // Red Lions beat Blue Cues 2-1.
    await h.db.query(`update public.fixtures set status = 'final', completed_at = now() where id = $1`, [
      crown.fixture.id,
    ]);
    for (const [frameNo, winner] of ['home', 'away', 'home'].entries())
      await h.db.query('insert into public.frames (fixture_id, frame_no, winner) values ($1, $2, $3)', [
        crown.fixture.id,
        frameNo + 1,
        winner,
      ]);
    const borough = await secondOrganisation(h, 'Borough League', 'borough');
    const token = borough.organiser.token;
    const created = async (path: string, body: object) => {
      const res = await h.call('POST', path, { token, body });
      if (res.status !== 201) throw new Error(JSON.stringify(res.body));
      return res.body.id as number;
    };
    boroughLeague = await created('/leagues', { name: 'Borough Tuesday', season: '2026/27' });
    boroughDivision = await created('/divisions', { leagueId: boroughLeague, name: 'Borough One' });
    for (const name of ['Kings Arms', 'Old Bell']) {
      const teamId = await created('/teams', { name });
      await created(`/divisions/${boroughDivision}/teams`, { teamId });
    }
    await h.db.query('select public.refresh_standings($1)', [boroughDivision]);
    // Settings the ranking cannot read, written by Borough's organiser straight to the database.
    await asUser(h.db, { role: 'authenticated', sub: borough.organiser.id }, (tx) =>
      tx.query(
        `update public.leagues set settings = jsonb_set(settings, '{tiebreakers}', '{"broken": true}')
         where id = $1`,
        [boroughLeague],
      ),
    );
  }, 180_000);
  afterAll(() => h.close());

  const table = (rows: { teamName: string; position: number; points: number }[]) =>
    rows.map((r) => [r.position, r.teamName]);

  it("answers one division's table from its own rows, whatever another organisation's league holds", async () => {
    const path = `/standings?divisionId=${crown.division.id}`;
    const anonymous = await h.call('GET', path);
    expect(anonymous.status).toBe(200);
    expect(table(anonymous.body)).toEqual([
      [1, 'Red Lions'],
      [2, 'Blue Cues'],
    ]);
    const organiser = await h.call('GET', path, { token: h.organiser.token });
    expect(organiser.status).toBe(200);
    expect(table(organiser.body)).toEqual(table(anonymous.body));
  });

  it("ranks the divisions standings_for() is given, as standings_table ranks every division's", async () => {
    const rows = await h.db.query<{ team_name: string; position: number; played: number }>(
      `select team_name, position, played from public.standings_for(array[$1::bigint])
       order by position`,
      [crown.division.id],
    );
    expect(rows).toEqual([
      { team_name: 'Red Lions', position: 1, played: 1 },
      { team_name: 'Blue Cues', position: 2, played: 1 },
    ]);
    // The league's readers (its rollover plan) rank its own divisions only, as the API does.
    const plan = await h.call('POST', `/leagues/${crown.league.id}/rollover`, {
      token: h.organiser.token,
      body: { season: '2027/28', promote: 0, relegate: 0, dryRun: true },
    });
    expect(plan.status).toBe(200);
    expect(plan.body.divisions[0].teams.map((t: { teamName: string }) => t.teamName)).toEqual([
      'Red Lions',
      'Blue Cues',
    ]);
  });
});
