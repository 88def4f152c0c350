// DATA_DIR holds the database (whose WAL carries refresh tokens) and the JWT secret: on a fresh
// install and on one whose folder was left open, nothing in it may be read by group or others, and
// a backup is its owner's alone.
import { execFileSync } from 'node:child_process';
import { chmodSync, lstatSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { HOST_START_MS, migratedDataDir, startHost } from '../support/host.ts';
import { signUpConfirmed } from '../support/mailbox.ts';

const mode = (file: string) => (lstatSync(file).mode & 0o777).toString(8).padStart(4, '0');

/** Every file and folder under dir (itself included) whose mode lets group or others in. */
function openToOthers(dir: string): string[] {
  const open = lstatSync(dir).mode & 0o077 ? [`${dir} ${mode(dir)}`] : [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) open.push(...openToOthers(file));
    else if (!entry.isSymbolicLink() && lstatSync(file).mode & 0o077) open.push(`${file} ${mode(file)}`);
  }
  return open;
}

const scratch = mkdtempSync(path.join(tmpdir(), 'cueboard-perms-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('DATA_DIR permissions', () => {
  it(
    'a fresh DATA_DIR is created 0700 and everything in it is the owner’s alone',
    { timeout: HOST_START_MS },
    async () => {
      const dataDir = path.join(scratch, 'fresh', 'data');
      const host = await startHost({ dataDir });
      try {
        await signUpConfirmed(host.url, 'fresh@example.com', 'secret-1'); // sessions reach the WAL
        expect(mode(dataDir)).toBe('0700');
        expect(openToOthers(dataDir)).toEqual([]);
        expect(host.output()).not.toContain('open to other users');
      } finally {
        await host.stop();
      }
      expect(openToOthers(dataDir)).toEqual([]);
    },
  );

  it(
    'an existing 0755 DATA_DIR is closed at start, with a warning naming its old mode',
    { timeout: HOST_START_MS },
    async () => {
      const dataDir = await migratedDataDir();
      try {
        chmodSync(dataDir, 0o755);
        chmodSync(path.join(dataDir, 'pgdata'), 0o755);
        chmodSync(path.join(dataDir, 'pgdata', 'PG_VERSION'), 0o666);
        expect(openToOthers(dataDir).length).toBeGreaterThan(2);

        const host = await startHost({ dataDir });
        try {
          expect(host.output()).toMatch(
            new RegExp(`DATA_DIR ${dataDir} was open to other users \\(mode 0755\\); changed it to 0700`),
          );
          await signUpConfirmed(host.url, 'existing@example.com', 'secret-1');
          expect(openToOthers(dataDir)).toEqual([]);
        } finally {
          await host.stop();
        }
        expect(openToOthers(dataDir)).toEqual([]);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );

  it('npm run db:backup writes a file only its owner can read', { timeout: 120_000 }, async () => {
    const dataDir = await migratedDataDir();
    try {
      const file = path.join(scratch, 'backup.tar.gz');
      const out = execFileSync('npm', ['run', '--silent', 'db:backup', '--', file], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
        encoding: 'utf8',
      });
      expect(out).toContain(`Backed up to ${file}`);
      expect(mode(file)).toBe('0600');
      expect(statSync(file).size).toBeGreaterThan(0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
