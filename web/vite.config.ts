import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { webAliases } from '../aliases.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const host = 'http://localhost:8787';

/**
 * Brotli (quality 11) and gzip (-9) copies of the built text files beside them, which server/static.ts
 * sends to browsers that take them: compressed once here, Brotli's best ratio costs the host nothing.
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  return {
    name: 'cueboard-precompress',
    apply: 'build',
    async writeBundle({ dir }) {
      if (!dir) return;
      const entries = await readdir(dir, { withFileTypes: true, recursive: true });
      for (const entry of entries) {
        if (!entry.isFile() || !/\.(html|js|css|json|svg|txt)$/.test(entry.name)) continue;
        const file = path.join(entry.parentPath, entry.name);
        const raw = await readFile(file);
        if (raw.length < 1024) continue;
        const quality = { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY };
        const [br, gzipped] = await Promise.all([brotli(raw, { params: quality }), gz(raw, { level: 9 })]);
        if (br.length < raw.length) await writeFile(`${file}.br`, br);
        if (gzipped.length < raw.length) await writeFile(`${file}.gz`, gzipped);
      }
    },
  };
}

export default defineConfig({
  root,
  base: '/',
  plugins: [react(), tailwindcss(), precompress()],
  resolve: { alias: webAliases },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Three layers, so a screen loads a few files rather than dozens of tiny shared chunks (each
        // costs a round trip on a phone): the first screen's code (the shell and the home page), the
        // shell's lazy parts every screen ends up loading (toasts, the sign-in dialog), and the code
        // two or more screens share. Each screen's own code stays in its own chunk.
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 3 },
            { name: 'shell', test: /[\\/](toaster|auth-dialog)\.tsx$/, priority: 2 },
            // The printable sheets keep their own code, date-fns and their print CSS (its @page rule
            // would otherwise reach every screen's printout).
            {
              name: 'screens-common',
              test: (id: string) => !/[\\/](node_modules[\\/]date-fns|features[\\/]print)[\\/]/.test(id),
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    // Lets the dev server reach kiosk/src/display for the wallboard route.
    fs: { allow: [fileURLToPath(new URL('..', import.meta.url))] },
    proxy: { '/api': host, '/auth': host, '/config.json': host, '/mail': host },
  },
});
