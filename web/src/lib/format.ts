// Dates as the app shows them, written out by hand rather than with date-fns: this file is on the
// first screen (the home page's cards), and date-fns' format() brings its locale machinery (about
// 8 KB gzip) for two fixed patterns. format.test.ts checks them against date-fns.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function toDate(value: string | Date | null | undefined): Date | undefined {
  if (!value) return undefined;
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** 'MMM dd, yyyy HH:mm' in the user's own time zone. */
export function formatDateTime(value: string | Date | null | undefined): string {
  const d = toDate(value);
  if (!d) return '-';
  return `${MONTHS[d.getMonth()]} ${pad(d.getDate())}, ${pad(d.getFullYear(), 4)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** An ISO instant as the value of an <input type="datetime-local"> in local time. */
export function toLocalInput(value: string | Date | null | undefined): string {
  const d = toDate(value);
  if (!d) return '';
  return `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value (local time) as an ISO instant, or null when empty. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
