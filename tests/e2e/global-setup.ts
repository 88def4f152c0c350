// Builds the web app and the kiosk once if no build is there (`npm test` builds both before), and
// the bundle every host of this run starts from (tests/support/host-bundle.ts). When the run may
// include the Supabase rehearsal, its world is made in the background while the other specs run
// (tests/e2e/supabase-rehearsal-setup.ts): pg_cron's minute passes meanwhile.
import { buildHostBundle } from '../support/host-bundle.ts';
import { ensureKioskBuild } from './kiosk-setup.ts';
import { ensureWebBuild } from './match-night-setup.ts';
import { prepareRehearsalInBackground } from './supabase-rehearsal-setup.ts';

export default async function globalSetup() {
  ensureWebBuild();
  ensureKioskBuild();
  await buildHostBundle();
  const rehearsal = mayRun('tests/e2e/supabase-rehearsal.spec.ts', 'supabase')
    ? prepareRehearsalInBackground()
    : undefined;
  return async () => {
    await rehearsal?.stop();
  };
}

/**
 * Whether `playwright test`'s command line (file filters and `--project`, none: every spec) could
 * select this spec. A guess either way only costs time: unselected, a world made for nothing; a
 * selected spec with none made makes its own.
 */
function mayRun(file: string, project: string): boolean {
  const args = process.argv.slice(process.argv.indexOf('test') + 1);
  const projects: string[] = [];
  const filters: string[] = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--project') projects.push(args[++i]);
    else if (args[i].startsWith('--project=')) projects.push(args[i].slice('--project='.length));
    else if (!args[i].startsWith('-')) filters.push(args[i]);
  }
  return (
    (projects.length === 0 || projects.includes(project)) &&
    (filters.length === 0 || filters.some((f) => file.includes(f)))
  );
}
