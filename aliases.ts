// The import aliases (tsconfig.json's "paths" says the same to the compiler): @core/ is core/ in every
// folder, @/ is web/src inside web/. Vite, Vitest and Storybook resolve through these lists; tsx and
// Playwright read tsconfig.json, the Edge Function supabase/functions/api/deno.json.
import { fileURLToPath } from 'node:url';

export const coreAlias = { '@core': fileURLToPath(new URL('./core', import.meta.url)) };

export const webAliases = { '@': fileURLToPath(new URL('./web/src', import.meta.url)), ...coreAlias };
