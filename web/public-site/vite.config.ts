// The public league site's browser bundle: its own small entry (no router, query library,
// supabase-js or Radix), served by the host at /site/. The host renders the HTML with react-dom/server
// (server/public-site.ts) and inlines the CSS; this script only hydrates it. In the browser the same
// components run on preact/compat: react-dom alone is 65 KB gzip, over the site's 60 KB budget
// (docs/public-site.md), Preact hydrates the same markup in about 5 KB.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  base: '/site/',
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      { find: 'react-dom/client', replacement: 'preact/compat/client' },
      { find: 'react/jsx-runtime', replacement: 'preact/jsx-runtime' },
      { find: /^react(-dom)?$/, replacement: 'preact/compat' },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    modulePreload: { polyfill: false },
    rollupOptions: { input: fileURLToPath(new URL('src/entry.tsx', import.meta.url)) },
  },
});
