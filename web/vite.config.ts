import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { webAliases } from './aliases.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const host = 'http://localhost:8787';

export default defineConfig({
  root,
  base: '/',
  plugins: [react(), tailwindcss()],
  resolve: { alias: webAliases },
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    // Lets the dev server reach kiosk/src/display for the wallboard route.
    fs: { allow: [fileURLToPath(new URL('..', import.meta.url))] },
    proxy: { '/api': host, '/auth': host, '/config.json': host, '/mail': host },
  },
});
