// players.csv is checked against itself before anything is written: an account linked twice is a slip.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Api } from '../api.ts';
import type { Fields } from '../errors.ts';
import { readCsv } from './csv.ts';
import { playersImporter } from './players.ts';

const user = '5b1f3a1c-8a4e-4c1e-9d2b-0c9f1e2d3a4b';

describe('players.csv', () => {
  it('refuses one account linked to two players, naming both lines', async () => {
    const errors: Fields = {};
    const rows = [
      { line: 2, values: { fullName: 'Ada Break', userId: user } },
      { line: 3, values: { fullName: 'Bo Cannon', userId: '' } },
      { line: 4, values: { fullName: 'Cy Dee', userId: user.toUpperCase() } },
    ];
    const prepared = await playersImporter.prepare(rows, {} as Api, errors);
    expect(prepared).toHaveLength(3);
    expect(errors).toEqual({ 'line 4': [`userId: '${user.toUpperCase()}' is also on line 2`] });
  });

  it('refuses a name holding a line break or another control character, naming the line', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cueboard-import-'));
    try {
      const file = path.join(dir, 'players.csv');
      // A quoted cell may span lines: the row ending on line 3 holds a line break.
      const lines = ['fullName,nickname', '"Ada\nEND:VEVENT",', 'Bo Cannon,"B\u001bC"', 'Cy Dee,'];
      writeFileSync(file, lines.join('\n') + '\n');
      const { rows, errors } = await readCsv(file, playersImporter.columns);
      const prepared = await playersImporter.prepare(rows, {} as Api, errors);
      expect(prepared.map((p) => p.label)).toEqual(['Cy Dee']);
      expect(errors).toEqual({
        'line 3': ['fullName: Full name must not contain line breaks or other control characters'],
        'line 4': ['nickname: Nickname must not contain line breaks or other control characters'],
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
