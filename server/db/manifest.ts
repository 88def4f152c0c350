// The manifest of applied migration files and their SHA-256, so an edit to a released migration
// is caught by a test instead of silently diverging from databases that already ran it.
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { listMigrations, migrationsDir } from './migrate.ts';

export const manifestFile = path.join(migrationsDir, '..', 'migrations.manifest.json');

export async function hashMigrations(dir = migrationsDir): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const m of await listMigrations(dir)) {
    out[path.basename(m.file)] = createHash('sha256')
      .update(await readFile(m.file))
      .digest('hex');
  }
  return out;
}

export async function readManifest(): Promise<Record<string, string>> {
  return JSON.parse(await readFile(manifestFile, 'utf8'));
}

/**
 * `npm run db:manifest`: records new migration files; never rewrites an existing entry. Every change is
 * an edit to its topic file in supabase/schemas/ plus a migration; `npm run db:schemas:check` proves
 * they build the same database (docs/database.md).
 */
if (import.meta.url === `file://${process.argv[1]}`) {
  const current = await hashMigrations();
  const manifest = await readManifest().catch(() => ({}) as Record<string, string>);
  const added = Object.keys(current).filter((f) => !(f in manifest));
  await writeFile(
    manifestFile,
    JSON.stringify({ ...manifest, ...Object.fromEntries(added.map((f) => [f, current[f]])) }, null, 2) + '\n',
  );
  console.log(added.length ? `Recorded ${added.join(', ')}` : 'Manifest is up to date.');
  if (added.length)
    console.log(
      'Each change is also made in its topic file in supabase/schemas/; npm run db:schemas:check proves they agree.',
    );
}
