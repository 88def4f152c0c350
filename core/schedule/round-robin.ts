// Round-robin fixture planning by the circle method (de Werra's canonical schedule): one team stays
// fixed while the others rotate. Orienting the fixed team's games alternately home and away, and each
// rotating pair by the parity of its distance, gives the minimum of n - 2 home/away breaks for an even
// number of teams. An odd count gets a phantom team; whoever meets it has a bye and is left out.
import { isIsoDate, roundDates } from './dates.ts';

export interface PlanOptions {
  /** First match date, 'YYYY-MM-DD'. */
  start: string;
  /** Days between rounds; default 7 (weekly). */
  every?: number;
  /** A second cycle mirroring the first with home and away swapped. */
  double?: boolean;
  /** Blackout dates ('YYYY-MM-DD'): a round falling on one moves to the next step. */
  skip?: readonly string[];
  /** Kickoff time 'HH:MM', carried on every match. */
  time?: string;
}

export interface PlannedMatch<T> {
  round: number;
  date: string;
  home: T;
  away: T;
  time?: string;
}

export class PlanError extends Error {
  constructor(
    message: string,
    readonly field: keyof PlanOptions | 'teams',
  ) {
    super(message);
    this.name = 'PlanError';
  }
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The rounds of one cycle as [home, away] pairs; a team with a bye does not appear in its round. */
export function roundRobinRounds<T>(teams: readonly T[]): [T, T][][] {
  const slots: (T | undefined)[] = [...teams];
  if (slots.length % 2 === 1) slots.push(undefined);
  const m = slots.length;
  const spin = m - 1;
  const rounds: [T, T][][] = [];
  for (let r = 0; r < spin; r++) {
    const pairs: [number, number][] = [r % 2 === 0 ? [r, m - 1] : [m - 1, r]];
    for (let k = 1; k < m / 2; k++) {
      const a = (r + k) % spin;
      const b = (r - k + spin) % spin;
      pairs.push(k % 2 === 1 ? [a, b] : [b, a]);
    }
    rounds.push(
      pairs.flatMap(([h, a]) => {
        const home = slots[h];
        const away = slots[a];
        return home === undefined || away === undefined ? [] : [[home, away] as [T, T]];
      }),
    );
  }
  return rounds;
}

export function validatePlan<T>(teams: readonly T[], options: PlanOptions): void {
  if (teams.length < 2) throw new PlanError('A round robin needs at least 2 teams', 'teams');
  if (new Set(teams).size !== teams.length) throw new PlanError('Team names must be unique', 'teams');
  if (!isIsoDate(options.start)) throw new PlanError(`Start must be a date like 2027-01-07`, 'start');
  const every = options.every ?? 7;
  if (!Number.isInteger(every) || every < 1)
    throw new PlanError('Every must be a whole number of days, at least 1', 'every');
  const bad = (options.skip ?? []).find((d) => !isIsoDate(d));
  if (bad !== undefined)
    throw new PlanError(`Skip dates must be dates like 2027-02-04, got '${bad}'`, 'skip');
  if (options.time !== undefined && !TIME.test(options.time))
    throw new PlanError('Time must be a 24-hour time like 19:30', 'time');
}

/** The whole plan, round by round, with dates. Throws PlanError on invalid input. */
export function planRoundRobin<T>(teams: readonly T[], options: PlanOptions): PlannedMatch<T>[] {
  validatePlan(teams, options);
  const first = roundRobinRounds(teams);
  const rounds = options.double
    ? [...first, ...first.map((round) => round.map(([home, away]) => [away, home] as [T, T]))]
    : first;
  const dates = roundDates(rounds.length, options.start, options.every ?? 7, options.skip);
  return rounds.flatMap((round, i) =>
    round.map(([home, away]) => ({
      round: i + 1,
      date: dates[i],
      home,
      away,
      ...(options.time !== undefined ? { time: options.time } : {}),
    })),
  );
}

/** Home/away breaks: a team playing at home (or away) in two consecutive rounds it plays in. */
export function countBreaks<T>(plan: readonly { round: number; home: T; away: T }[]): number {
  const last = new Map<T, 'H' | 'A'>();
  let breaks = 0;
  const byRound = [...plan].sort((a, b) => a.round - b.round);
  for (const match of byRound) {
    for (const [team, side] of [
      [match.home, 'H'],
      [match.away, 'A'],
    ] as const) {
      if (last.get(team) === side) breaks += 1;
      last.set(team, side);
    }
  }
  return breaks;
}
