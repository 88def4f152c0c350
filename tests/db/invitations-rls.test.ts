// Row-level security on invitations, on both engines: organisers see every invitation, a captain only
// the player invitations of a team they captain (and may create only those), anonymous callers and
// players nothing; no API role can select token_hash, so the token's hash never leaves the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, type Claims, type Db } from '../../api/db/port.ts';
import { engines, freshDb } from '../support/engines.ts';

describe.each(engines)('invitations under RLS on %s', (engine) => {
  let db: Db;
  const users: Record<'organiser' | 'captain' | 'player', Claims> = {} as never;
  let lions: number;
  let cues: number;
  let ownPlayer: number;
  let otherPlayer: number;
  beforeAll(async () => {
    db = await freshDb(engine);
    for (const name of ['organiser', 'captain', 'player'] as const) {
      const [u] = await db.query<{ id: string }>(
        `insert into auth.users (email, email_confirmed_at) values ($1, now()) returning id::text as id`,
        [`${name}@example.com`],
      );
      users[name] = { role: 'authenticated', sub: u.id };
    }
    [{ id: lions }] = await db.query<{ id: number }>(
      `insert into public.teams (name, captain_user_id) values ('Red Lions', $1) returning id`,
      [users.captain.sub],
    );
    [{ id: cues }] = await db.query<{ id: number }>(
      `insert into public.teams (name) values ('Blue Cues') returning id`,
    );
    [{ id: ownPlayer }, { id: otherPlayer }] = await db.query<{ id: number }>(
      `insert into public.players (full_name) values ('Ann Lee'), ('Bob Ray') returning id`,
    );
    await db.query('insert into public.team_players (team_id, player_id) values ($1, $2), ($3, $4)', [
      lions,
      ownPlayer,
      cues,
      otherPlayer,
    ]);
    await db.query(
      `insert into public.invitations (email, role, team_id, token_hash) values
         ('a@example.com', 'player', $1, 'h1'), ('b@example.com', 'player', $2, 'h2'),
         ('c@example.com', 'captain', $1, 'h3'), ('d@example.com', 'organiser', null, 'h4')`,
      [lions, cues],
    );
  }, 120_000);
  afterAll(() => db?.close());

  const emails = (claims: Claims) =>
    asUser(db, claims, (tx) =>
      tx.query<{ email: string }>('select email from public.invitations order by email'),
    ).then((rows) => rows.map((r) => r.email));

  it('shows organisers every invitation and a captain only their team’s player invitations', async () => {
    expect(await emails(users.organiser)).toEqual([
      'a@example.com',
      'b@example.com',
      'c@example.com',
      'd@example.com',
    ]);
    expect(await emails(users.captain)).toEqual(['a@example.com']);
    expect(await emails(users.player)).toEqual([]);
  });

  it('gives anonymous callers nothing at all', async () => {
    await expect(emails({ role: 'anon' })).rejects.toThrow(/permission denied/);
  });

  it('never lets an API role select token_hash', async () => {
    for (const claims of [users.organiser, users.captain]) {
      await expect(
        asUser(db, claims, (tx) => tx.query('select token_hash from public.invitations')),
      ).rejects.toThrow(/permission denied/);
    }
  });

  it('lets a captain create only player invitations to their own team, in their own name', async () => {
    const insert = (role: string, team: number, player: number | null = null) =>
      asUser(db, users.captain, (tx) =>
        tx.query(
          `insert into public.invitations (email, role, team_id, player_id, invited_by)
           values ('new@example.com', $1::public.app_role, $2, $3, $4::uuid)`,
          [role, team, player, users.captain.sub],
        ),
      );
    await expect(insert('player', lions)).resolves.toBeDefined();
    await expect(insert('player', lions, ownPlayer)).resolves.toBeDefined();
    await expect(insert('player', lions, otherPlayer)).rejects.toThrow(/row-level security/);
    await expect(insert('player', cues)).rejects.toThrow(/row-level security/);
    await expect(insert('captain', lions)).rejects.toThrow(/row-level security/);
    const revoked = await asUser(db, users.captain, (tx) =>
      tx.query(`update public.invitations set revoked_at = now() where team_id = $1 returning email`, [cues]),
    );
    expect(revoked).toEqual([]);
  });

  it('lets no end user set a link, its expiry or the acceptance, organisers included', async () => {
    for (const claims of [users.organiser, users.captain]) {
      await expect(
        asUser(db, claims, (tx) =>
          tx.query(
            `insert into public.invitations (email, role, team_id, token_hash) values ('x@example.com', 'player', $1, 'known')`,
            [lions],
          ),
        ),
      ).rejects.toThrow(/permission denied/);
      for (const column of ['token_hash', 'expires_at', 'accepted_at', 'email', 'player_id']) {
        await expect(
          asUser(db, claims, (tx) =>
            tx.query(`update public.invitations set ${column} = null where team_id = $1`, [lions]),
          ),
        ).rejects.toThrow(/permission denied/);
      }
    }
  });
});
