// Builds the web app and the kiosk once if no build is there (`npm test` builds both before), and
// the bundle every host of this run starts from (tests/support/host-bundle.ts).
import { buildHostBundle } from '../support/host-bundle.ts';
import { ensureKioskBuild } from './kiosk-setup.ts';
import { ensureWebBuild } from './match-night-setup.ts';

export default async function globalSetup() {
  ensureWebBuild();
  ensureKioskBuild();
  await buildHostBundle();
}
