// The test PostgreSQL server's programs are found where the machine has them: PG_BIN first, then PATH,
// then Debian's newest version under /usr/lib/postgresql (tests/support/postgres-server.ts).
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { binDir } from '../support/postgres-server.ts';

function folderWithInitdb(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'cueboard-pgbin-'));
  writeFileSync(path.join(dir, 'initdb'), '#!/bin/sh\n');
  chmodSync(dir, 0o700);
  return dir;
}

describe('the PostgreSQL programs', () => {
  it('come from PG_BIN when it is set', () => {
    const dir = folderWithInitdb();
    expect(binDir({ PG_BIN: dir, PATH: '/usr/bin' })).toBe(dir);
  });

  it('refuse a PG_BIN without initdb, naming it', () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'cueboard-pgbin-'));
    expect(() => binDir({ PG_BIN: empty })).toThrow(`PG_BIN has no initdb: ${empty}`);
  });

  it('come from PATH when initdb is there', () => {
    const dir = folderWithInitdb();
    expect(binDir({ PATH: ['/nonexistent', dir].join(path.delimiter) })).toBe(dir);
  });
});
