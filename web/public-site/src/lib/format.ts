// Dates as the public pages show them. The same text on the server and in the browser (so hydration
// matches): only Intl's numeric parts are used, words come from these lists.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const days = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function partsIn(iso: string, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { year: n('year'), month: n('month'), day: n('day'), hour: n('hour'), minute: n('minute') };
}

const two = (n: number) => String(n).padStart(2, '0');

/** "Tue 12 Jan 2027" */
export function formatDate(iso: string, timeZone: string): string {
  const p = partsIn(iso, timeZone);
  const weekday = new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay();
  return `${days[weekday]} ${p.day} ${months[p.month - 1]} ${p.year}`;
}

/** "Tue 12 Jan 2027, 19:30" */
export function formatKickoff(iso: string, timeZone: string): string {
  const p = partsIn(iso, timeZone);
  return `${formatDate(iso, timeZone)}, ${two(p.hour)}:${two(p.minute)}`;
}

/** A week's heading from its Monday (YYYY-MM-DD): "Week of 11 Jan 2027" */
export function formatWeek(monday: string): string {
  const [y, m, d] = monday.split('-').map(Number);
  return `Week of ${d} ${months[m - 1]} ${y}`;
}
