// Lint rules, including the import direction between the top-level folders:
// web, kiosk, cli, api -> core; server -> api, core; core/client -> api for types only; nothing
// imports web/kiosk/cli/server except their own entry points (and web's wallboard route, which lazily
// loads kiosk/src/display; and the host, which server-renders web/public-site/src).
// Inside web/src: components/ui -> features -> app, lib below all of them; a feature reads another
// feature only through its api/ (query options and server calls); no import cycles; kebab-case names.
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const root = import.meta.dirname;

/** The import aliases of web/aliases.ts (and tsconfig.json's paths). */
const aliases = { '@/': 'web/src/', '@core/': 'core/' };

/** The file an import points to, relative to the repository root; undefined for a package. */
function resolveImport(filename, source) {
  if (source.startsWith('.')) return path.relative(root, path.resolve(path.dirname(filename), source));
  const alias = Object.keys(aliases).find((a) => source.startsWith(a));
  return alias && path.normalize(aliases[alias] + source.slice(alias.length));
}

const importVisitors = (check) => ({
  ImportDeclaration: check,
  ExportNamedDeclaration: check,
  ExportAllDeclaration: check,
  ImportExpression: check,
});

/** Where a file sits inside web/src: its layer, and its feature when it is in features/. */
function webPart(file) {
  const parts = file.split(path.sep);
  if (parts[0] !== 'web' || parts[1] !== 'src' || parts.length < 4) return undefined;
  return { layer: parts[2], feature: parts[2] === 'features' ? parts[3] : undefined, rest: parts.slice(4) };
}

/** Which layers of web/src each layer may import (besides itself); main.tsx and the rest are free. */
const webLayers = {
  lib: ['lib'],
  components: ['components', 'lib'],
  features: ['features', 'components', 'lib'],
  app: ['app', 'features', 'components', 'lib'],
};

function layoutViolation(from, to) {
  if (!(from.layer in webLayers) || !(to.layer in webLayers)) return undefined;
  if (!webLayers[from.layer].includes(to.layer)) {
    return `Inside web/src, ${from.layer}/ may not import from ${to.layer}/ (components -> features -> app, lib below all).`;
  }
  if (
    from.layer === 'features' &&
    to.layer === 'features' &&
    from.feature !== to.feature &&
    to.rest[0] !== 'api'
  ) {
    return `Features do not import each other: ${from.feature} may use only ${to.feature}/api/ (its query options and server calls).`;
  }
  return undefined;
}

/** The files a module imports at load time (type-only and lazy imports cannot form a cycle). */
const importsCache = new Map();
function importsOf(file) {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat) return [];
  const cached = importsCache.get(file);
  if (cached && cached.mtime === stat.mtimeMs) return cached.imports;
  const text = fs.readFileSync(file, 'utf8');
  const imports = [];
  const pattern = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
  for (const [, source] of text.matchAll(pattern)) {
    const target = resolveImport(file, source);
    if (target && /\.[jt]sx?$/.test(target)) imports.push(path.resolve(root, target));
  }
  importsCache.set(file, { mtime: stat.mtimeMs, imports });
  return imports;
}

/** A chain of imports that leads from `start` (whose own imports are `first`) back to it, if any. */
function findCycle(start, first) {
  const seen = new Set();
  const walk = (file, trail) => {
    for (const next of file === start ? first : importsOf(file)) {
      if (next === start) return [...trail, next];
      if (seen.has(next)) continue;
      seen.add(next);
      const found = walk(next, [...trail, next]);
      if (found) return found;
    }
    return undefined;
  };
  return walk(start, [start]);
}

/** Which top-level folders each top-level folder may import from (besides itself). */
const allowed = {
  core: [],
  api: ['core'],
  server: ['api', 'core'],
  cli: ['core'],
  kiosk: ['core'],
  web: ['core'],
};

/** The one folder of core/ that may import from api/, and only types (AppType for hono/client). */
const clientDir = path.join(root, 'core', 'client') + path.sep;

/** Resolves each relative import and reports one that crosses into a folder it may not use. */
const boundaries = {
  rules: {
    'import-direction': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const from = path.relative(root, context.filename).split(path.sep)[0];
        const check = (node) => {
          const source = node.source?.value;
          if (typeof source !== 'string') return;
          const target = resolveImport(context.filename, source);
          if (!target) return;
          const to = target.split(path.sep)[0];
          if (to === from || !(to in allowed)) return;
          // The route declarations are the contract: core/client reads their types, never their code.
          const typeOnly = node.importKind === 'type' || node.exportKind === 'type';
          if (from === 'core' && to === 'api' && typeOnly && context.filename.includes(clientDir)) return;
          const display = from === 'web' && target.startsWith(path.join('kiosk', 'src', 'display'));
          // The host renders the public site's pages from the site's own components (server/public-site.ts).
          if (from === 'server' && target.startsWith(path.join('web', 'public-site', 'src'))) return;
          if (display && node.type !== 'ImportExpression') {
            context.report({
              node,
              message:
                'web/ loads kiosk/src/display only lazily, with import(), so the admin app never bundles it.',
            });
          } else if (!allowed[from].includes(to) && !display) {
            context.report({ node, message: `Imports flow one way: ${from}/ may not import from ${to}/.` });
          }
        };
        return importVisitors(check);
      },
    },
    'web-layout': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const from = webPart(path.relative(root, context.filename));
        if (!from) return {};
        const check = (node) => {
          const source = node.source?.value;
          const target = typeof source === 'string' && resolveImport(context.filename, source);
          const to = target && webPart(target);
          if (!to) return;
          const message = layoutViolation(from, to);
          if (message) context.report({ node, message });
        };
        return importVisitors(check);
      },
    },
    'no-cycle': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const file = path.resolve(context.filename);
        const first = [];
        const collect = (node) => {
          const source = node.source?.value;
          if (typeof source !== 'string' || node.importKind === 'type' || node.exportKind === 'type') return;
          const target = resolveImport(context.filename, source);
          if (target && /\.[jt]sx?$/.test(target)) first.push(path.resolve(root, target));
        };
        return {
          ImportDeclaration: collect,
          ExportNamedDeclaration: collect,
          ExportAllDeclaration: collect,
          'Program:exit'(node) {
            const cycle = findCycle(file, first);
            if (cycle) {
              const names = cycle.map((f) => path.relative(root, f)).join(' -> ');
              context.report({ node, message: `Import cycle: ${names}.` });
            }
          },
        };
      },
    },
    'filename-case': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const name = path.basename(context.filename).replace(/(\.(test|stories|d))?\.[jt]sx?$/, '');
        return {
          Program(node) {
            if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(name)) {
              context.report({
                node,
                message: `File names are kebab-case: rename ${path.basename(context.filename)}.`,
              });
            }
          },
        };
      },
    },
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      '.tmp/**',
      'storybook-static/**',
      'supabase/functions/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'kiosk/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['{core,api,server,cli,kiosk,web}/**/*.{ts,tsx}'],
    plugins: { boundaries },
    rules: {
      'boundaries/import-direction': 'error',
      // No import cycles in any folder (a cycle makes load order decide what a module sees).
      'boundaries/no-cycle': 'error',
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['node:*'], message: 'core/ and the front ends run in browsers too.' }] },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      'boundaries/web-layout': 'error',
      'boundaries/filename-case': 'error',
    },
  },
  {
    files: [
      '{api,server,cli}/**/*.ts',
      '**/*.test.{ts,tsx}',
      '*/vite.config.ts',
      'web/public-site/vite.config.ts',
      'web/aliases.ts',
      'web/scripts/*.ts',
    ],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The site handler is served by Deno too (deploy/site/main.ts): web-standard APIs only.
    files: ['server/site/**/*.ts', 'server/embeds/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*'], message: 'The site handler runs under Deno too: web-standard APIs only.' },
          ],
        },
      ],
    },
  },
);
