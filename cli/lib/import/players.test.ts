// players.csv is checked against itself before anything is written: an account linked twice is a slip.
import { describe, expect, it } from 'vitest';
import type { Api } from '../api.ts';
import type { Fields } from '../errors.ts';
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
});
