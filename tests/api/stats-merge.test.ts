// Merging a duplicate player (POST /players/{id}/merge) on the hand-computed scenario of
// tests/api/stats.test.ts: Cat turns out to be Ann. Ann and Cat never met, so the merge is allowed;
// Ann and Bob did (F1.1), so merging them is refused. After the merge Ann's frames are the sum of
// both players' and her rating is what a full recompute_ratings() gives.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../support/engines.ts';
import { statsScenario } from './stats-scenario.ts';
import { createUser, setup, type Harness } from './support.ts';

describe.each(engines)('merging players (%s)', (engine) => {
  let h: Harness;
  let s: Awaited<ReturnType<typeof statsScenario>>;
  const merge = (from: number, body: unknown, token = h.organiser.token) =>
    h.call('POST', `/players/${from}/merge`, { token, body });
  beforeAll(async () => {
    h = await setup(engine);
    s = await statsScenario(h);
  }, 180_000);
  afterAll(() => h.close());

  it('refuses a missing or same target (400 naming intoId), an unknown player (404) and non-organisers', async () => {
    const missing = await merge(s.p.Cat, {});
    expect(missing.status).toBe(400);
    expect(missing.body.fields.intoId).toEqual(['The player to merge into is required']);
    const same = await merge(s.p.Cat, { intoId: s.p.Cat });
    expect(same.status).toBe(400);
    expect(same.body.fields.intoId).toEqual(['Choose another player to merge into']);
    expect((await merge(s.p.Cat, { intoId: 999_999 })).status).toBe(404);
    expect((await merge(999_999, { intoId: s.p.Ann })).status).toBe(404);
    const player = await createUser(h.db);
    expect((await merge(s.p.Cat, { intoId: s.p.Ann }, player.token)).status).toBe(403);
    expect((await h.call('GET', `/players/${s.p.Cat}`)).status).toBe(200);
  });

  it('refuses players who played each other, and players linked to different accounts (409)', async () => {
    const met = await merge(s.p.Bob, { intoId: s.p.Ann });
    expect(met.status).toBe(409);
    expect(met.body.message).toBe('These players played each other: they cannot be merged');

    const one = await createUser(h.db);
    const other = await createUser(h.db);
    const a = (await s.post('/players', { fullName: 'Linked One', userId: one.id })).id;
    const b = (await s.post('/players', { fullName: 'Linked Two', userId: other.id })).id;
    const linked = await merge(a, { intoId: b });
    expect(linked.status).toBe(409);
    expect(linked.body.message).toBe('Both players are linked to different accounts: they cannot be merged');
    expect((await h.call('GET', `/players/${a}`)).status).toBe(200);
  });

  it("moves the duplicate's frames, roster entry and account to the kept player: the numbers follow at once", async () => {
    const cat = await createUser(h.db);
    await s.patch(`/players/${s.p.Cat}`, { userId: cat.id });
    await s.post(`/teams/${s.red}/players`, { playerId: s.p.Cat });
    const ann = await s.stats('Ann');
    const before = await s.stats('Cat');

    const merged = await merge(s.p.Cat, { intoId: s.p.Ann });
    expect(merged.status).toBe(200);
    expect(merged.body).toMatchObject({ id: s.p.Ann, fullName: 'Ann', userId: cat.id });
    expect((await h.call('GET', `/players/${s.p.Cat}`)).status).toBe(404);
    const roster = (await h.call('GET', `/teams/${s.red}/players`, { token: h.organiser.token })).body;
    expect(roster.map((r: { playerId: number }) => r.playerId)).toEqual([s.p.Ann]);

    const after = await s.stats('Ann');
    expect(after).toMatchObject({
      framesPlayed: ann.framesPlayed + before.framesPlayed, // 4 + 2 (F1.2, F2.2; F1.4 is na)
      framesWon: ann.framesWon + before.framesWon,
      framesLost: ann.framesLost + before.framesLost,
      matchesPlayed: 2, // the same two fixtures
      home: { played: ann.home.played + before.home.played, won: ann.home.won + before.home.won },
      away: { played: ann.away.played + before.away.played, won: ann.away.won + before.away.won },
      ratingFrames: ann.ratingFrames + before.ratingFrames,
    });
    expect(after).toMatchObject({ framesPlayed: 6, framesWon: 4, framesLost: 2, winPct: 66.7 });

    const incremental = {
      Ann: after.rating,
      Bob: (await s.stats('Bob')).rating,
      Dan: (await s.stats('Dan')).rating,
    };
    expect(incremental.Ann).not.toBe(ann.rating);
    await h.db.query('select public.recompute_ratings()');
    expect({
      Ann: (await s.stats('Ann')).rating,
      Bob: (await s.stats('Bob')).rating,
      Dan: (await s.stats('Dan')).rating,
    }).toEqual(incremental);
  });

  it("keeps the kept player's team; the duplicate's roster entry becomes history and its transfers move", async () => {
    const kept = (await s.post('/players', { fullName: 'Kay' })).id;
    const dup = (await s.post('/players', { fullName: 'K. Kay' })).id;
    await s.post(`/teams/${s.red}/players`, { playerId: kept });
    await s.post(`/teams/${s.blue}/players`, { playerId: dup });
    const transfer = await s.post('/transfers', { playerId: dup, fromTeamId: s.blue, toTeamId: s.red });
    expect((await merge(dup, { intoId: kept })).status).toBe(200);

    type Entry = { playerId: number; isActive: boolean };
    const entries = async (team: number) =>
      ((await h.call('GET', `/teams/${team}/players`, { token: h.organiser.token })).body as Entry[]).filter(
        (e) => e.playerId === kept,
      );
    expect((await entries(s.red)).map((e) => e.isActive)).toEqual([true]);
    expect((await entries(s.blue)).every((e) => !e.isActive)).toBe(true);
    const transfers = (await h.call('GET', '/transfers', { token: h.organiser.token })).body;
    expect(transfers.find((t: { id: number }) => t.id === transfer.id)).toMatchObject({ playerId: kept });
  });
});
