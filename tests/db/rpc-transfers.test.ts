// approve_transfer and reject_transfer: roster moves, decided once, inside transfer windows.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asUser, type Db } from '../../api/db/port.ts';
import { engines, freshDb } from '../support/engines.ts';
import { createUser, insert, sqlError, user } from './world.ts';

describe.each(engines)('transfers on %s', (engine) => {
  let db: Db;
  let organiser: string;
  let captain: string;
  let league: number;
  let from: number;
  let to: number;
  let player: number;
  const asOrganiser = <T>(sql: string, params: unknown[]) =>
    asUser(db, user(organiser), (tx) => tx.query<T>(sql, params));
  const request = () => insert(db, 'transfers', { player_id: player, from_team_id: from, to_team_id: to });
  const roster = () =>
    db.query<{ team_id: number; is_active: boolean; left: boolean }>(
      `select team_id, is_active, left_at is not null as left from public.team_players
       where player_id = $1 order by id`,
      [player],
    );

  beforeAll(async () => {
    db = await freshDb(engine);
    organiser = await createUser(db);
    captain = await createUser(db);
    league = await insert(db, 'leagues', { name: 'Summer', season: '2027' });
    const division = await insert(db, 'divisions', { league_id: league, name: 'A' });
    from = await insert(db, 'teams', { name: 'From', captain_user_id: captain });
    to = await insert(db, 'teams', { name: 'To' });
    await insert(db, 'division_teams', { division_id: division, team_id: to });
  }, 120_000);
  beforeEach(async () => {
    await db.query('delete from public.transfer_windows');
    player = await insert(db, 'players', { full_name: 'Pat Potter' });
    await insert(db, 'team_players', { team_id: from, player_id: player });
  });
  afterAll(() => db.close());

  it('moves the player from one roster to the other and stamps the approval', async () => {
    const id = await request();
    const [t] = await asOrganiser<{ status: string; approved: boolean }>(
      'select status, approved_at is not null as approved from public.approve_transfer($1)',
      [id],
    );
    expect(t).toEqual({ status: 'approved', approved: true });
    expect(await roster()).toEqual([
      { team_id: from, is_active: false, left: true },
      { team_id: to, is_active: true, left: false },
    ]);
  });

  it('rejects without touching the rosters', async () => {
    const id = await request();
    const [t] = await asOrganiser<{ status: string; approved_at: unknown }>(
      'select status, approved_at from public.reject_transfer($1)',
      [id],
    );
    expect(t).toEqual({ status: 'rejected', approved_at: null });
    expect(await roster()).toEqual([{ team_id: from, is_active: true, left: false }]);
  });

  it('decides a transfer only once', async () => {
    const id = await request();
    await asOrganiser('select public.reject_transfer($1)', [id]);
    expect(await sqlError(asOrganiser('select public.approve_transfer($1)', [id]))).toEqual({
      code: 'P0001',
      message: `Transfer ${id} is already rejected`,
    });
    expect(await sqlError(asOrganiser('select public.reject_transfer($1)', [id]))).toEqual({
      code: 'P0001',
      message: `Transfer ${id} is already rejected`,
    });
  });

  it('approves inside an open window of the league', async () => {
    await insert(db, 'transfer_windows', {
      league_id: league,
      opens_at: new Date(Date.now() - 86_400_000).toISOString(),
      closes_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const [t] = await asOrganiser<{ status: string }>('select status from public.approve_transfer($1)', [
      await request(),
    ]);
    expect(t.status).toBe('approved');
  });

  it('refuses outside every window of the league, leaving the transfer pending', async () => {
    await insert(db, 'transfer_windows', {
      league_id: league,
      opens_at: '2020-01-01T00:00:00Z',
      closes_at: '2020-02-01T00:00:00Z',
    });
    const id = await request();
    expect(await sqlError(asOrganiser('select public.approve_transfer($1)', [id]))).toEqual({
      code: 'P0001',
      message: 'Transfers in league "Summer" can only be approved while a transfer window is open',
    });
    const [t] = await db.query('select status from public.transfers where id = $1', [id]);
    expect(t).toEqual({ status: 'pending' });
    expect(await roster()).toEqual([{ team_id: from, is_active: true, left: false }]);
  });

  it('leaves deciding to organisers and reports unknown transfers', async () => {
    const id = await request();
    for (const fn of ['approve', 'reject']) {
      const error = await sqlError(
        asUser(db, user(captain), (tx) => tx.query(`select public.${fn}_transfer($1)`, [id])),
      );
      expect(error).toEqual({ code: '42501', message: `Only an organiser can ${fn} transfers` });
    }
    expect(await sqlError(asOrganiser('select public.approve_transfer(999999)', []))).toEqual({
      code: 'P0002',
      message: 'Transfer 999999 not found',
    });
  });
});
