/** "Chrome 128 on Linux"-style summary of a user agent, for the screens table. */
export function browserOf(userAgent: string | null): string {
  if (!userAgent) return '-';
  const silk = /Silk\/(\d+)/.exec(userAgent);
  if (silk) return `Silk ${silk[1]}`;
  const chrome = /(?:HeadlessChrome|Chrome|Chromium)\/(\d+)/.exec(userAgent);
  const os = /Android|Linux|Windows|Mac OS X|CrOS|Tizen|Web0S/.exec(userAgent)?.[0];
  const name = chrome
    ? `Chrome ${chrome[1]}`
    : (/Firefox\/(\d+)/.exec(userAgent)?.[0].replace('/', ' ') ?? 'Browser');
  return os ? `${name} on ${os}` : name;
}
