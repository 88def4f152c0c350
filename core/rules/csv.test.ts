// Formula protection in CSV, whatever separator the spreadsheet opening the file splits cells at.
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('a CSV cell', () => {
  it("quotes a ;-separated locale's formula and disarms it", () => {
    expect(csvCell("Bar;=1+cmd|' /C calc'!A0")).toBe(`"Bar;'=1+cmd|' /C calc'!A0"`);
  });

  it.each([
    ['Bar,=1+1', `"Bar,'=1+1"`],
    ['Bar\t=1+1', `"Bar\t'=1+1"`],
    ['Bar|@SUM(A1)', `"Bar|'@SUM(A1)"`],
    ['Bar; -2+3', `"Bar; '-2+3"`],
    ['Bar;;+1', `"Bar;;'+1"`],
    ['Bar\r\n=1+1', `"Bar\r\n'=1+1"`],
    ['Bar;\uFF1D1+1', `"Bar;'\uFF1D1+1"`],
    ['=1;=2', `"'=1;'=2"`],
    ['\t=1+1', `"\t'=1+1"`],
    ['  @cmd', "  '@cmd"],
    ['+1+1', "'+1+1"],
  ])('disarms every part that would start a formula: %j', (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it('leaves harmless texts and numbers as they are', () => {
    expect(csvCell('Safe = Club')).toBe('Safe = Club');
    expect(csvCell('Red-Lions')).toBe('Red-Lions');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(null)).toBe('');
  });

  it('reads back as one cell per value, each disarmed, with , or ; as the separator', () => {
    const values = ["Bar;=1+cmd|' /C calc'!A0", 'Bar,=1', 'Plain'];
    const text = toCsv(
      ['team'],
      values.map((v) => [v]),
    );
    const cells = parse(text, { delimiter: ',' }).slice(1).flat();
    expect(cells).toEqual(["Bar;'=1+cmd|' /C calc'!A0", "Bar,'=1", 'Plain']);
    // A spreadsheet splitting at ; instead: no part starts with a formula character.
    const parts = parse(text, { delimiter: ';', relax_quotes: true }).flat() as string[];
    for (const part of parts) expect(part.trimStart()).not.toMatch(/^[=+\-@]/);
  });
});
