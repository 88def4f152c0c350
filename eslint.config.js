// Lint rules, including the import direction of DESIGN.md:
// web, kiosk, cli, api -> core; server -> api, core; nothing imports web/kiosk/cli/server except
// their own entry points (and web's wallboard route, which reuses kiosk/src/display).
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

/** Which top-level folders each top-level folder may import from (besides itself). */
const allowed = {
  core: [],
  api: ['core'],
  server: ['api', 'core'],
  cli: ['core'],
  kiosk: ['core'],
  web: ['core'],
};

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
          const exception = from === 'web' && target.startsWith(path.join('kiosk', 'src', 'display'));
          if (!allowed[from].includes(to) && !exception) {
            context.report({
              node,
              message: `Imports flow one way (DESIGN.md): ${from}/ may not import from ${to}/.`,
            });
          }
        };
        return {
          ImportDeclaration: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
          ImportExpression: check,
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
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['node:*'], message: 'core/ and the front ends run in browsers too.' }] },
      ],
    },
  },
  {
    files: ['{api,server,cli}/**/*.ts', '**/*.test.{ts,tsx}', '*/vite.config.ts', 'web/aliases.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
