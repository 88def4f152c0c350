// CSV for spreadsheets (RFC 4180 quoting), formulas disarmed: the CLI's history export and the
// API's proof-of-play reports write their files through this one function.

// A text starting with = + - @ (or a tab or carriage return) is a formula to a spreadsheet, so a team
// named "=HYPERLINK(...)" would run on opening (OWASP "CSV injection"): such texts get a leading '.
// Only strings: numbers (a points deduction of -3) stay numbers.
const formulaStart = /^[=+\-@\t\r]/;

const cell = (v: unknown) => {
  let s = v === null || v === undefined ? '' : String(v);
  if (typeof v === 'string' && formulaStart.test(s)) s = `'${s}`;
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

export const toCsv = (header: string[], rows: unknown[][]) =>
  [header, ...rows].map((r) => r.map(cell).join(',')).join('\n') + '\n';
