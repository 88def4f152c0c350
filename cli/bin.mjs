#!/usr/bin/env node
// The package bin: runs the TypeScript entry through tsx's ESM loader, so no build step is needed.
import { register } from 'tsx/esm/api';

register();
await import('./main.ts');
