#!/usr/bin/env node
// The package bin: runs the TypeScript entry through tsx's ESM loader, so no build step is needed.
import { fileURLToPath, URL } from 'node:url';
import { register } from 'tsx/esm/api';

// The repository's tsconfig.json, wherever the command is run from: it maps @core/ to core/.
register({ tsconfig: fileURLToPath(new URL('../tsconfig.json', import.meta.url)) });
await import('./main.ts');
