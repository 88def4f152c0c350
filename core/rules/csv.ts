// CSV for spreadsheets (RFC 4180 quoting), formulas disarmed: the CLI's history export and the
// API's proof-of-play reports write their files through this one function.

// A text starting with = + - @ is a formula to a spreadsheet, so a team named "=HYPERLINK(...)" would
// run on opening (OWASP "CSV injection"). A spreadsheet set to another locale splits cells at its own
// separator (`;` in much of Europe, a tab, a `|`) or at a line break, so `Bar;=1+cmd|...` holds a
// formula too. Every part that starts with one, after any such separator and spaces, gets a ' before
// it, and a cell holding a separator is quoted whole. Only strings: numbers (a points deduction of
// -3) stay numbers.
const formulaStart = /(^|[,;\t|\r\n])( *)([=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/g;
const needsQuotes = /[",;\t|\r\n]/;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' ? value.replace(formulaStart, "$1$2'$3") : String(value);
  return needsQuotes.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const toCsv = (header: string[], rows: unknown[][]) =>
  [header, ...rows].map((r) => r.map(csvCell).join(',')).join('\n') + '\n';
