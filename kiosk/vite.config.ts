// The TV build: its own small bundle for old Chromium (85 class), served by the host at /kiosk/.
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { coreAlias } from '../aliases.ts';

const buildId = process.env.KIOSK_BUILD_ID ?? new Date().toISOString();

// The running kiosk polls version.json and reloads itself (at a rotation boundary) when it changes.
function versionFile(): Plugin {
  return {
    name: 'kiosk-version-file',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: JSON.stringify({ buildId }) });
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/kiosk/',
  resolve: {
    alias: [
      // core/ as @core/, as everywhere (tsconfig.json's paths); the kiosk has no @/.
      ...Object.entries(coreAlias).map(([find, replacement]) => ({ find, replacement })),
      // React's API on Preact (as web/public-site/vite.config.ts): swapping React DOM for
      // preact/compat took 58.6 KB gzip off the kiosk, whose budget is 45 KB (bench/kiosk.ts).
      { find: 'react-dom/client', replacement: 'preact/compat/client' },
      { find: 'react/jsx-runtime', replacement: 'preact/compat/jsx-runtime' },
      { find: 'react/jsx-dev-runtime', replacement: 'preact/compat/jsx-dev-runtime' },
      { find: /^react(-dom)?$/, replacement: 'preact/compat' },
    ],
  },
  plugins: [react(), versionFile()],
  define: { __KIOSK_BUILD_ID__: JSON.stringify(buildId) },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: ['es2020', 'chrome85'],
    cssTarget: ['chrome85'],
    modulePreload: { polyfill: false },
  },
});
