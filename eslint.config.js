// Lint rules, including the import direction of DESIGN.md:
// web, kiosk, cli, api -> core; server -> api, core; nothing imports web/kiosk/cli/server
// except their own entry points (and web's wallboard route, which reuses kiosk/src/display).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const forbid = (...folders) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: folders.map((folder) => ({
        group: [`**/${folder}/**`, `${folder}/**`],
        message: `Imports flow one way (DESIGN.md): this folder may not import from ${folder}/.`,
      })),
    },
  ],
});

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
  { files: ['core/**/*.ts'], rules: forbid('api', 'server', 'web', 'kiosk', 'cli', 'tests') },
  { files: ['api/**/*.ts'], rules: forbid('server', 'web', 'kiosk', 'cli', 'tests') },
  { files: ['server/**/*.ts'], rules: forbid('web/src', 'kiosk/src', 'cli', 'tests') },
  { files: ['cli/**/*.ts'], rules: forbid('api', 'server', 'web', 'kiosk', 'tests') },
  { files: ['kiosk/**/*.{ts,tsx}'], rules: forbid('api', 'server', 'web', 'cli', 'tests') },
  {
    files: ['web/**/*.{ts,tsx}'],
    ignores: ['web/src/app/routes/wallboard-display.tsx'],
    rules: forbid('api', 'server', 'kiosk', 'cli', 'tests'),
  },
);
