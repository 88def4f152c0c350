// `npm run db:migrate`: applies supabase/migrations to DATABASE_URL, or to PGlite in DATA_DIR.
import { openDatabase } from './open.ts';
import { migrate } from './migrate.ts';
import { makePrivateDir, ownerOnly } from './private-dir.ts';

ownerOnly();
const dataDir = process.env.DATA_DIR ?? '.data';
if (!process.env.DATABASE_URL) {
  const warning = makePrivateDir(dataDir);
  if (warning) console.warn(warning);
}

const db = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir,
});
try {
  const applied = await migrate(db);
  console.log(
    applied.length
      ? `Applied ${applied.length} migration(s): ${applied.join(', ')}`
      : 'Database is up to date.',
  );
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await db.close();
}
