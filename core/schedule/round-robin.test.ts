import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from './dates.ts';
import { countBreaks, PlanError, planRoundRobin } from './round-robin.ts';

const teamsOf = (n: number) => Array.from({ length: n }, (_, i) => `Team ${i + 1}`);
const key = (a: string, b: string) => [a, b].sort().join('|');

// Blackout dates near the season so they actually hit round dates.
const arbitraryPlan = fc.record({
  n: fc.integer({ min: 2, max: 20 }),
  double: fc.boolean(),
  every: fc.integer({ min: 1, max: 14 }),
  startOffset: fc.integer({ min: 0, max: 3000 }),
  skipOffsets: fc.uniqueArray(fc.integer({ min: 0, max: 400 }), { maxLength: 12 }),
});

describe('round-robin planner', () => {
  it('plans 4 teams weekly, as the CLI prints it', () => {
    const plan = planRoundRobin(['A', 'B', 'C', 'D'], { start: '2027-01-07' });
    expect(plan).toHaveLength(6);
    expect(plan.map((m) => m.date)).toEqual([
      '2027-01-07',
      '2027-01-07',
      '2027-01-14',
      '2027-01-14',
      '2027-01-21',
      '2027-01-21',
    ]);
    expect(plan[0]).toEqual({ round: 1, date: '2027-01-07', home: 'A', away: 'D' });
  });

  it('moves a round off a blackout date to the next step and carries the time', () => {
    const plan = planRoundRobin(['A', 'B', 'C'], {
      start: '2027-01-07',
      skip: ['2027-01-14', '2027-01-21'],
      time: '19:30',
    });
    expect([...new Set(plan.map((m) => `${m.round}:${m.date}`))]).toEqual([
      '1:2027-01-07',
      '2:2027-01-28',
      '3:2027-02-04',
    ]);
    expect(plan.every((m) => m.time === '19:30')).toBe(true);
  });

  it('rejects what cannot be planned, naming the field', () => {
    const attempt = (teams: string[], options: object) => () =>
      planRoundRobin(teams, { start: '2027-01-07', ...options });
    expect(attempt(['A'], {})).toThrow(new PlanError('A round robin needs at least 2 teams', 'teams'));
    expect(attempt(['A', 'A'], {})).toThrow('Team names must be unique');
    expect(attempt(['A', 'B'], { start: '2027-02-30' })).toThrow('Start must be a date like 2027-01-07');
    expect(attempt(['A', 'B'], { every: 0 })).toThrow('Every must be a whole number of days, at least 1');
    expect(attempt(['A', 'B'], { skip: ['soon'] })).toThrow(
      "Skip dates must be dates like 2027-02-04, got 'soon'",
    );
    expect(attempt(['A', 'B'], { time: '7pm' })).toThrow('Time must be a 24-hour time like 19:30');
  });

  it('holds every round-robin property for 2-20 teams, single and double, with random blackout dates', () => {
    fc.assert(
      fc.property(arbitraryPlan, ({ n, double, every, startOffset, skipOffsets }) => {
        const teams = teamsOf(n);
        const start = addDays('2027-01-07', startOffset);
        const skip = skipOffsets.map((d) => addDays(start, d));
        const plan = planRoundRobin(teams, { start, every, double, skip });
        const roundsPerCycle = n % 2 === 0 ? n - 1 : n;
        const rounds = double ? roundsPerCycle * 2 : roundsPerCycle;

        // Every pair meets exactly once per cycle; in a double, the second meeting swaps home and away.
        const cycles = [
          plan.filter((m) => m.round <= roundsPerCycle),
          plan.filter((m) => m.round > roundsPerCycle),
        ];
        const pairs = (n * (n - 1)) / 2;
        for (const cycle of double ? cycles : cycles.slice(0, 1)) {
          expect(cycle).toHaveLength(pairs);
          expect(new Set(cycle.map((m) => key(m.home, m.away))).size).toBe(pairs);
        }
        if (double) {
          const firstLeg = new Set(cycles[0].map((m) => `${m.home}>${m.away}`));
          expect(cycles[1].every((m) => firstLeg.has(`${m.away}>${m.home}`))).toBe(true);
        } else {
          expect(cycles[1]).toHaveLength(0);
        }
        expect(plan.every((m) => m.home !== m.away)).toBe(true);

        // Nobody plays twice in a round; one bye per round for an odd count.
        for (let r = 1; r <= rounds; r++) {
          const playing = plan.filter((m) => m.round === r).flatMap((m) => [m.home, m.away]);
          expect(new Set(playing).size).toBe(playing.length);
          expect(n - playing.length).toBe(n % 2);
        }

        // Dates: one per round, from the start, strictly increasing by multiples of `every`, no blackout.
        const dates = Array.from({ length: rounds }, (_, i) => plan.find((m) => m.round === i + 1)!.date);
        expect(plan.every((m) => m.date === dates[m.round - 1])).toBe(true);
        expect(daysBetween(start, dates[0]) % every).toBe(0);
        for (let i = 1; i < rounds; i++) {
          const gap = daysBetween(dates[i - 1], dates[i]);
          expect(gap).toBeGreaterThan(0);
          expect(gap % every).toBe(0);
        }
        expect(dates.some((d) => skip.includes(d))).toBe(false);
        // A date is skipped only when it is a blackout date: no free step is left unused.
        const used = daysBetween(start, dates[rounds - 1]) / every + 1;
        const blackedOut = skip.filter(
          (d) => d <= dates[rounds - 1] && daysBetween(start, d) >= 0 && daysBetween(start, d) % every === 0,
        ).length;
        expect(used).toBe(rounds + blackedOut);

        // Home/away breaks are minimal for an even single round robin.
        if (n % 2 === 0 && !double) expect(countBreaks(plan)).toBe(n - 2);
      }),
      { numRuns: 300 },
    );
  });
});
