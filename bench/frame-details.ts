// What frame details cost a frame's save (issue 29): the real host in its own process
// (tests/support/host.ts), loaded from this one over HTTP as the organiser. Four writes, each one
// request, each into a league of its own with two rostered players and a fixture in play:
//   plain   POST /api/fixtures/{id}/frames {players, winner}            (a league in the default format)
//   points  the same with {homePoints, awayPoints}, the winner following (snooker, breaks from 30)
//   break   POST /api/frames/{id}/breaks {playerId, value} on that snooker frame
//   race    the same with {homeRacks: 4, awayRacks: 2}, the winner following and the rating counting
//           six racks (a race to 4)
// They alternate in rounds whose order rotates, so a busy moment of a shared machine falls on all of
// them alike; a first round is not counted. Prints the median and p95 of each and each p95's ratio to
// the plain frame's (the goal: at most 1.10). Run alone: `npx tsx bench/frame-details.ts`
// (BENCH_ROUNDS, BENCH_PER_ROUND).
import { pathToFileURL } from 'node:url';
import { startHost, type Host } from '../tests/support/host.ts';
import { signUpConfirmed } from '../tests/support/mailbox.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const PER_ROUND = Number(process.env.BENCH_PER_ROUND ?? 10);
/** Frames in a fixture before the next one (frames_per_match is 99). */
const FIXTURE_FRAMES = 90;
export const FRAME_DETAILS_GOAL = 1.1;

const KINDS = ['plain', 'points', 'break', 'race'] as const;
type Kind = (typeof KINDS)[number];

export interface FrameDetailsResult {
  samples: number;
  kinds: Record<Kind, { medianMs: number; p95Ms: number; ratio: number }>;
}

const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.ceil(q * xs.length) - 1];
const round = (x: number) => Math.round(x * 100) / 100;

type Call = <T = { id: number }>(method: string, path: string, body?: unknown) => Promise<T>;

function client(host: Host, token: string): Call {
  return async (method, path, body) => {
    const res = await fetch(`${host.url}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
    return (text ? JSON.parse(text) : undefined) as never;
  };
}

/** A league with these settings, two teams of one player each, and a way to a fixture in play. */
async function league(call: Call, name: string, settings: object) {
  const l = await call('POST', '/leagues', { name, season: '2027' });
  await call('PATCH', `/leagues/${l.id}`, { settings: { frames_per_match: 99, ...settings } });
  const division = await call('POST', '/divisions', { leagueId: l.id, name: 'One' });
  const venue = await call('POST', '/venues', { name: `${name} Hall`, address: null, logoUrl: null });
  const side = async (team: string) => {
    const t = await call('POST', '/teams', { name: `${name} ${team}` });
    await call('POST', `/divisions/${division.id}/teams`, { teamId: t.id });
    const p = await call('POST', '/players', {
      fullName: `${name} ${team} Player`,
      nickname: null,
      userId: null,
    });
    await call('POST', `/teams/${t.id}/players`, { playerId: p.id, isActive: true });
    return { team: t.id, player: p.id };
  };
  const [home, away] = [await side('Home'), await side('Away')];
  let fixture = 0;
  let frames = FIXTURE_FRAMES;
  let day = 0;
  /** The fixture the next frame goes to: a new one, kicking off a day later, every FIXTURE_FRAMES. */
  const next = async () => {
    if (frames === FIXTURE_FRAMES) {
      const kickoffAt = new Date(Date.UTC(2027, 0, 1 + day++, 19, 30)).toISOString();
      fixture = (
        await call('POST', '/fixtures', {
          divisionId: division.id,
          homeTeamId: home.team,
          awayTeamId: away.team,
          venueId: venue.id,
          kickoffAt,
        })
      ).id;
      await call('PATCH', `/fixtures/${fixture}`, { status: 'in_play' });
      frames = 0;
    }
    frames += 1;
    return fixture;
  };
  return { home: home.player, away: away.player, next };
}

export async function benchFrameDetails(): Promise<FrameDetailsResult> {
  // Request logs off (warn): the figures are the write path's.
  const host = await startHost({ env: { LOG_LEVEL: 'warn' } });
  try {
    const { session } = await signUpConfirmed(host.url, 'organiser@example.com', 'organiser-secret');
    const call = client(host, session.access_token);
    const plain = await league(call, 'Plain', {});
    const snooker = await league(call, 'Snooker', {
      game: 'snooker',
      frame_points: true,
      break_threshold: 30,
    });
    const races = await league(call, 'Races', { match_format: 'races', race_to: 4 });
    let lastSnookerFrame = 0;
    const players = (l: { home: number; away: number }) => ({ homePlayerId: l.home, awayPlayerId: l.away });
    const writes: Record<Kind, () => Promise<void>> = {
      plain: async () => {
        await call('POST', `/fixtures/${await plain.next()}/frames`, { ...players(plain), winner: 'home' });
      },
      points: async () => {
        const f = await call('POST', `/fixtures/${await snooker.next()}/frames`, {
          ...players(snooker),
          homePoints: 72,
          awayPoints: 40,
        });
        lastSnookerFrame = f.id;
      },
      break: async () => {
        await call('POST', `/frames/${lastSnookerFrame}/breaks`, { playerId: snooker.home, value: 64 });
      },
      race: async () => {
        await call('POST', `/fixtures/${await races.next()}/frames`, {
          ...players(races),
          homeRacks: 4,
          awayRacks: 2,
        });
      },
    };
    const times = Object.fromEntries(KINDS.map((k) => [k, [] as number[]])) as Record<Kind, number[]>;
    for (let r = 0; r <= ROUNDS; r++) {
      // the order rotates (a break always follows a points frame, which it needs)
      const order = [...KINDS.slice(r % KINDS.length), ...KINDS.slice(0, r % KINDS.length)];
      for (const kind of order) {
        for (let i = 0; i < PER_ROUND; i++) {
          if (kind === 'break' && !lastSnookerFrame) await writes.points();
          const t0 = performance.now();
          await writes[kind]();
          if (r > 0) times[kind].push(performance.now() - t0);
        }
      }
    }
    const plainP95 = quantile(times.plain, 0.95);
    const kinds = Object.fromEntries(
      KINDS.map((k) => {
        const p95 = quantile(times[k], 0.95);
        return [
          k,
          { medianMs: round(quantile(times[k], 0.5)), p95Ms: round(p95), ratio: round(p95 / plainP95) },
        ];
      }),
    ) as FrameDetailsResult['kinds'];
    return { samples: ROUNDS * PER_ROUND, kinds };
  } finally {
    await host.stop();
  }
}

/** Prints each write's median and p95 and the p95's ratio to a plain frame's; true when within the goal. */
export function printFrameDetailsBench(r: FrameDetailsResult): boolean {
  console.log(
    `frame writes through the host (its own process, PGlite), ${r.samples} each, interleaved in ${ROUNDS} rounds:`,
  );
  console.log('| write | median | p95 | p95 / plain |');
  console.log('|---|---|---|---|');
  for (const k of KINDS) {
    const f = r.kinds[k];
    console.log(`| ${k} | ${f.medianMs} ms | ${f.p95Ms} ms | ${f.ratio.toFixed(2)} |`);
  }
  const ok = KINDS.every((k) => r.kinds[k].ratio <= FRAME_DETAILS_GOAL);
  console.log(
    `goal: every write's p95 within ${FRAME_DETAILS_GOAL}x a plain frame's: ${ok ? 'met' : 'missed'}`,
  );
  return ok;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printFrameDetailsBench(await benchFrameDetails());
}
