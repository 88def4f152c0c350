// The 100-organisation benchmark's figures (bench/organisations.ts) and the table it prints.

export const CLIENTS = 200;
export const SECONDS = 2;
/** Rounds alternating between the hosts: this shared machine's load swings, so each figure is a median. */
export const ROUNDS = 3;
export const SWEEP_ROUNDS = 30;
/** The goal: the 100-organisation figures within 10 % of the one-organisation ones. */
const GOAL = 0.1;

export interface Load {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

export interface Side {
  organisations: number;
  seedMs: number;
  config: Load;
  reads: Record<string, Load>;
  sweep: {
    calls: number;
    msPerRequest: number;
    p50Ms: number;
    p95Ms: number;
    refused: number;
    /** Each call's median, by its method and path pattern. */
    perCallP50Ms: Record<string, number>;
  };
}

export interface OrganisationsBenchResult {
  engine: string;
  one: Side;
  hundred: Side;
}

/** Prints the table; true when every figure is within the goal and nothing errored. */
export function printOrganisationsBench(r: OrganisationsBenchResult): boolean {
  const pct = (x: number) => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(1)} %`;
  console.log(
    `organisations on ${r.engine}: one organisation's reads with ${r.hundred.organisations} organisations in the database ` +
      `against ${r.one.organisations}; ${CLIENTS} clients from autocannon (its own process), ${ROUNDS} rounds of ` +
      `${SECONDS} s per address alternating between the hosts, medians; seeded in ${(r.one.seedMs / 1000).toFixed(1)} s ` +
      `and ${(r.hundred.seedMs / 1000).toFixed(1)} s`,
  );
  console.log(
    `GET /config.json: ${r.one.config.requestsPerSecond} req/s (1 org), ${r.hundred.config.requestsPerSecond} req/s ` +
      `(${r.hundred.organisations} orgs) (the baseline each ratio divides by)`,
  );
  const rows: string[][] = [];
  let ok = true;
  for (const name of Object.keys(r.one.reads)) {
    const one = r.one.reads[name];
    const many = r.hundred.reads[name];
    const ratioOne = one.requestsPerSecond / r.one.config.requestsPerSecond;
    const ratioMany = many.requestsPerSecond / r.hundred.config.requestsPerSecond;
    const change = ratioMany / ratioOne - 1;
    const clean = one.errors + one.non2xx + many.errors + many.non2xx === 0;
    const within = change >= -GOAL;
    ok &&= within && clean;
    rows.push([
      name,
      `${one.requestsPerSecond} (${ratioOne.toFixed(3)}x)`,
      `${many.requestsPerSecond} (${ratioMany.toFixed(3)}x)`,
      `${(ratioMany / ratioOne).toFixed(2)} (${pct(change)}; raw ${(many.requestsPerSecond / one.requestsPerSecond).toFixed(2)})`,
      `${one.p99Ms} / ${many.p99Ms}`,
      within ? (clean ? 'yes' : 'errors') : 'NO',
    ]);
  }
  // The median: on a loaded machine the mean follows a few stalls of hundreds of milliseconds.
  const sweepChange = r.hundred.sweep.p50Ms / r.one.sweep.p50Ms - 1;
  const sweepWithin = sweepChange <= GOAL && r.one.sweep.refused + r.hundred.sweep.refused === 0;
  ok &&= sweepWithin;
  rows.push([
    `authorization sweep (${r.one.sweep.calls} signed-in calls x ${SWEEP_ROUNDS}), ms per request`,
    `p50 ${r.one.sweep.p50Ms} (mean ${r.one.sweep.msPerRequest}, p95 ${r.one.sweep.p95Ms})`,
    `p50 ${r.hundred.sweep.p50Ms} (mean ${r.hundred.sweep.msPerRequest}, p95 ${r.hundred.sweep.p95Ms})`,
    `${(r.hundred.sweep.p50Ms / r.one.sweep.p50Ms).toFixed(2)} (${pct(sweepChange)} time)`,
    '',
    sweepWithin ? 'yes' : 'NO',
  ]);
  const headers = [
    'read (anonymous)',
    'req/s 1 org (x config)',
    `req/s ${r.hundred.organisations} orgs (x config)`,
    `${r.hundred.organisations}-org / 1-org (of the ratios)`,
    'p99 ms',
    `within ${GOAL * 100} %`,
  ];
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  console.log(line(headers));
  for (const row of rows) console.log(line(row));
  console.log(
    `sweep, each call's p50 ms (1 org / ${r.hundred.organisations} orgs): ` +
      Object.keys(r.one.sweep.perCallP50Ms)
        .map((k) => `${k} ${r.one.sweep.perCallP50Ms[k]} / ${r.hundred.sweep.perCallP50Ms[k]}`)
        .join('; '),
  );
  const refused = r.one.sweep.refused + r.hundred.sweep.refused;
  if (refused) console.log(`sweep: ${refused} calls refused (each should succeed)`);
  return ok;
}
