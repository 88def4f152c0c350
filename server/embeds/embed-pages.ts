// The embeddable pages' HTML: small, standalone, no script, inline CSS, light on any club's site.
// Every text from the database is escaped; links open the public site in a new tab (not in the frame).
import { publicPaths } from '@core/rules/public-links.ts';
import type { DivisionStandings, TeamFixtures } from './embed-data.ts';

const escape = (s: string | number) =>
  String(s)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

const style = `
  body{margin:0;font:14px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#111827;background:#fff}
  main{padding:8px}
  h1{font-size:16px;margin:0 0 8px}
  table{width:100%;border-collapse:collapse}
  caption{text-align:left;font-weight:600;padding:0 0 6px}
  th,td{padding:4px 6px;border-bottom:1px solid #e5e7eb;text-align:left;white-space:nowrap}
  th{font-size:12px;color:#4b5563;font-weight:600}
  td.n,th.n{text-align:right;font-variant-numeric:tabular-nums}
  td.team{white-space:normal}
  p.more{margin:8px 0 0;font-size:12px}
  a{color:#1d4ed8}
  .status{color:#6b7280;font-size:12px}`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(title)}</title>
<style>${style}</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

export function standingsPage(d: DivisionStandings, origin: string): string {
  const rows = d.standings
    .map(
      (s) =>
        `<tr><td class="n">${s.position}</td><td class="team">${escape(s.teamName)}</td>` +
        [s.played, s.won, s.drawn, s.lost, s.framesFor, s.framesAgainst, s.points]
          .map((n) => `<td class="n">${n}</td>`)
          .join('') +
        '</tr>',
    )
    .join('');
  const heads = ['P', 'W', 'D', 'L', 'F', 'A', 'Pts']
    .map((h) => `<th class="n" scope="col">${h}</th>`)
    .join('');
  const link = `${origin}${publicPaths.division(d.leagueId, d.divisionId)}`;
  return page(
    `${d.divisionName} — ${d.leagueName}`,
    `<table><caption>${escape(d.divisionName)} — ${escape(d.leagueName)}</caption>
<thead><tr><th class="n" scope="col">#</th><th scope="col">Team</th>${heads}</tr></thead>
<tbody>${rows || '<tr><td colspan="9">No results yet</td></tr>'}</tbody></table>
<p class="more"><a href="${escape(link)}" target="_blank" rel="noopener">Full table and results</a></p>`,
  );
}

export function fixturesPage(t: TeamFixtures, timeZone: string): string {
  const when = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
  const rows = t.fixtures
    .map((f) => {
      const label =
        f.status === 'in_play'
          ? 'live'
          : f.status === 'postponed' || f.status === 'void'
            ? f.status
            : f.forfeit
              ? '(forfeit)'
              : '';
      const status = label ? ` <span class="status">${label}</span>` : '';
      const score = `${f.homeScore == null ? 'v' : `${f.homeScore} - ${f.awayScore}`}${status}`;
      return (
        `<tr><td>${escape(when.format(new Date(f.kickoffAt)))}</td>` +
        `<td class="team">${escape(f.homeTeamName)}</td><td class="n">${score}</td>` +
        `<td class="team">${escape(f.awayTeamName)}</td><td>${escape(f.venueName)}</td></tr>`
      );
    })
    .join('');
  return page(
    `${t.teamName} fixtures`,
    `<table><caption>${escape(t.teamName)} fixtures</caption>
<thead><tr><th scope="col">Date</th><th scope="col">Home</th><th class="n" scope="col">Score</th><th scope="col">Away</th><th scope="col">Venue</th></tr></thead>
<tbody>${rows || '<tr><td colspan="5">No fixtures yet</td></tr>'}</tbody></table>`,
  );
}
