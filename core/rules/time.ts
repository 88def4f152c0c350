// Instants arrive as ISO strings over the wire and as Dates in code; rules accept both.
export type Instant = string | Date;

export function toMillis(value: Instant): number {
  return typeof value === 'string' ? Date.parse(value) : value.getTime();
}

/** The calendar date ('YYYY-MM-DD') of an instant as seen in a time zone (IANA name). */
export function localDate(at: Instant, timeZone: string): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(toMillis(at)));
}
