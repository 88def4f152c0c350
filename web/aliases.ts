// The import aliases of web/ (tsconfig.json's "paths" says the same to the compiler): @/ is web/src,
// @core/ is core/. Vite, Vitest and Storybook all resolve through this one list.
import { fileURLToPath } from 'node:url';

export const webAliases = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@core': fileURLToPath(new URL('../core', import.meta.url)),
};
