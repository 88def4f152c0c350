// The checkout's root folder, found from this file's place in it (one folder down). Test hosts run
// server/main.ts bundled into one file that is also one folder down (tests/support/host-bundle.ts),
// so every path the host derives from here holds there too.
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
