// Calendar dates as 'YYYY-MM-DD' strings, computed in UTC so no time zone or DST shift moves a day.
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

export function isIsoDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * One date per round: the first free step from `start`, stepping `every` days. A blackout date
 * pushes that round (and so every later one) to the next step.
 */
export function roundDates(
  count: number,
  start: string,
  every: number,
  skip: Iterable<string> = [],
): string[] {
  const blackout = new Set(skip);
  const dates: string[] = [];
  let candidate = start;
  while (dates.length < count) {
    if (!blackout.has(candidate)) dates.push(candidate);
    candidate = addDays(candidate, every);
  }
  return dates;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A night as a league names it: 'Thu 8 Jan'. */
export function nightLabel(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  return `${WEEKDAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`;
}

/**
 * The calendar date of an instant in this machine's time zone: the night a fixture is played, as
 * the organiser planning it sees it (the wizard and the CLI turn a planned date and time into an
 * instant the same way).
 */
export function localDate(instant: string | Date): string {
  const d = new Date(instant);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
