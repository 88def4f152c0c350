// A planned date and a wall-clock time become an instant in the organiser's local time zone
// (the machine's TZ), which is how they think of match night.
export function kickoffAt(date: string, time: string): string {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  return new Date(y, m - 1, d, hh, mm).toISOString();
}
