// Crash safety: scorers keep writing frames through the real host's HTTP API; the host is killed
// with SIGKILL mid-stream and restarted on the same data. Every write the host acknowledged (2xx)
// must be there afterwards — on the embedded PGlite and on PostgreSQL.
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { engines, type Engine } from '../support/engines.ts';
import { HOST_START_MS, startHost, type Host } from '../support/host.ts';
import { createDatabase } from '../support/postgres-server.ts';
import { caller, JWT_SECRET, organiser, ownedDataDir, seedMatches } from './world.ts';

const ACKED_BEFORE_KILL = 1_000;
const LANES = 8;
const winners = ['home', 'away', 'na'] as const;
type Winner = (typeof winners)[number];

interface Lane {
  fixtureId: number;
  /** The winner each acknowledged frame must have: the last acknowledged write to it. */
  acked: Map<number, Winner>;
  /** A write that got no answer (the host died under it): it may or may not have been applied. */
  inFlight?: { frameId?: number; winner: Winner };
}

const cleanup: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const fn of cleanup.reverse()) await fn();
});

async function hostEnv(engine: Engine): Promise<Record<string, string>> {
  const env: Record<string, string> = { JWT_SECRET };
  if (engine === 'postgres') {
    const name = `crash_${randomUUID().replaceAll('-', '')}`;
    env.DATABASE_URL = await createDatabase(inject('pgServerUrl'), name);
  }
  return env;
}

/** One scorer: add a frame, change its winner three times, add the next; until the host dies. */
async function score(url: string, token: string, lane: Lane, total: { acked: number }) {
  const call = caller(url, token);
  for (let n = 0; ; n++) {
    const winner = winners[n % 3];
    const frameId = n % 4 === 0 ? undefined : [...lane.acked.keys()].at(-1);
    lane.inFlight = { frameId, winner };
    const reply = await (
      frameId === undefined
        ? call('POST', `/fixtures/${lane.fixtureId}/frames`, { winner })
        : call('PATCH', `/frames/${frameId}`, { winner })
    ).catch(() => undefined);
    if (!reply) return; // the host is gone; inFlight stays as the unanswered write
    if (reply.status >= 300)
      throw new Error(`scoring write refused: ${reply.status} ${JSON.stringify(reply.body)}`);
    lane.acked.set(frameId ?? reply.body.id, winner);
    lane.inFlight = undefined;
    total.acked++;
  }
}

describe.each(engines)('crash safety (%s)', (engine) => {
  it(
    `keeps every acknowledged scoring write after SIGKILL (${ACKED_BEFORE_KILL}+ writes)`,
    async () => {
      const env = await hostEnv(engine);
      const dataDir = await ownedDataDir();
      cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
      let host: Host = await startHost({ dataDir, env });
      cleanup.push(() => host.kill());

      const { ok, token } = await organiser(host.url);
      const { fixtureIds } = await seedMatches(ok, LANES);
      const lanes: Lane[] = fixtureIds.map((fixtureId) => ({ fixtureId, acked: new Map() }));
      const total = { acked: 0 };
      // A refused write ends the wait at once (it would otherwise wait for acknowledgements forever).
      const refused: unknown[] = [];
      const scorers = lanes.map((lane) =>
        score(host.url, token, lane, total).catch((error: unknown) => void refused.push(error)),
      );

      while (total.acked < ACKED_BEFORE_KILL && refused.length === 0)
        await new Promise((r) => setTimeout(r, 20));
      if (refused.length) throw refused[0];
      await host.kill(); // mid-stream: every scorer has a write on the way
      await Promise.all(scorers);
      const acknowledged = total.acked;
      expect(acknowledged).toBeGreaterThanOrEqual(ACKED_BEFORE_KILL);

      host = await startHost({ dataDir, env });
      const read = caller(host.url, token);
      let checked = 0;
      for (const lane of lanes) {
        const { status, body } = await read('GET', `/fixtures/${lane.fixtureId}/frames`);
        expect(status).toBe(200);
        const stored = new Map<number, Winner>(
          (body as { id: number; winner: Winner }[]).map((f) => [f.id, f.winner]),
        );
        for (const [frameId, winner] of lane.acked) {
          const unanswered = lane.inFlight?.frameId === frameId ? lane.inFlight.winner : undefined;
          const allowed = unanswered ? [winner, unanswered] : [winner];
          expect(allowed, `frame ${frameId} of fixture ${lane.fixtureId}`).toContain(stored.get(frameId));
          checked++;
        }
        // An unanswered "add frame" may have landed; nothing else may appear.
        const extra = lane.inFlight && lane.inFlight.frameId === undefined ? 1 : 0;
        expect(stored.size).toBeGreaterThanOrEqual(lane.acked.size);
        expect(stored.size).toBeLessThanOrEqual(lane.acked.size + extra);
      }
      expect(checked).toBe([...lanes].reduce((n, l) => n + l.acked.size, 0));
      console.log(`crash safety (${engine}): ${acknowledged} acknowledged writes, ${checked} frames checked`);
    },
    HOST_START_MS * 2 + 240_000,
  );
});
