// Builds the web app and the kiosk once if no build is there (`npm test` builds both before).
import { ensureKioskBuild } from './kiosk-setup.ts';
import { ensureWebBuild } from './match-night-setup.ts';

export default function globalSetup() {
  ensureWebBuild();
  ensureKioskBuild();
}
