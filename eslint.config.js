// ESLint 9 flat config. Besides the usual correctness rules it enforces the house rules of
// DESIGN.md that a linter can see: which part of the repository may import which (ADR 001).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));

/** Sub-directories of a folder, read on every lint run so that new features are covered at once. */
function subdirectories(relative) {
  const dir = path.join(root, relative);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

const web = './apps/web/app';

// Rule 4: components|lib|config → features/<name> → routes; features never import each other.
const webLayerZones = [
  ...['components', 'lib', 'config'].map((layer) => ({
    target: `${web}/${layer}`,
    from: [`${web}/features`, `${web}/routes`],
    message: `${layer}/ is below features/ and routes/: move the shared piece down instead of importing up.`,
  })),
  {
    target: `${web}/features`,
    from: `${web}/routes`,
    message: 'Features may not import routes; routes compose features.',
  },
  ...subdirectories('apps/web/app/features').map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [`./${feature}`],
    message: 'Features do not import each other: compose them in a route, or move the shared piece to components/ or lib/.',
  })),
];

// Rule 3: routes → service → repository → db. Only repositories (and core/db, seed, tests,
// migrations) query the database; a feature may call another feature's service, never its repo.
const serverLayerRestrictions = (extraPaths) => ({
  paths: [
    { name: 'kysely', allowTypeImports: true, message: 'Only *.repo.ts files query the database.' },
    ...extraPaths,
  ],
  patterns: [
    {
      regex: '(^|/)core/db/connect(\\.js)?$',
      allowTypeImports: true,
      message: 'Only *.repo.ts files query the database.',
    },
    {
      group: ['../*/*.repo.js', '../*/*.repo'],
      message: "A feature may call another feature's service, never its repository.",
    },
  ],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/dist/**',
      '**/.react-router/**',
      '**/data/**',
      '**/coverage/**',
      'test-results/**',
      'playwright-report/**',
      'bench/out/**',
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: globals.node },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
          project: ['apps/server/tsconfig.json', 'apps/web/tsconfig.json', 'packages/shared/tsconfig.json', 'e2e/tsconfig.json'],
        }),
      ],
    },
    rules: {
      'no-console': 'off',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/first': 'error',
      'import-x/no-duplicates': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // Rule 1: the shared contract depends on nothing of ours.
            { target: './packages/shared', from: './apps', message: 'packages/shared is the contract: it may not import from apps/.' },
            // Rule 2: web and server meet only through HTTP/WebSocket messages described in shared.
            { target: './apps/web', from: './apps/server', message: 'apps/web and apps/server never import each other; share it through packages/shared.' },
            { target: './apps/server', from: './apps/web', message: 'apps/web and apps/server never import each other; share it through packages/shared.' },
            // ADR 020: the demo content reaches the server only through `--demo-seed`, handed in by the start script.
            { target: ['./apps', './packages/shared'], from: './packages/demo-seed', message: 'Nothing imports the demo seed: npm start hands it to the server when SEED_DEMO is on (ADR 020).' },
            ...webLayerZones,
          ],
        },
      ],
    },
  },
  {
    // Rule 1: shared imports only zod and itself — no Node, DOM, React or SQL.
    files: ['packages/shared/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    languageOptions: { globals: {} },
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod(/|$)|\\.{1,2}/|@abode/shared/)',
              message: 'packages/shared may import only zod and its own files (no node:, React, DOM or SQL).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/features/**/*.routes.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', serverLayerRestrictions([])] },
  },
  {
    files: ['apps/server/src/features/**/*.service.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        serverLayerRestrictions([{ name: 'fastify', message: 'Services never see the request or reply; routes pass plain values in.' }]),
      ],
    },
  },
  { files: ['apps/web/**/*.{ts,tsx}'], ...jsxA11y.flatConfigs.recommended },
  { files: ['apps/web/**/*.{ts,tsx}'], ...reactHooks.configs.flat.recommended },
  {
    // Web modules run in the browser and, for SSR, in Node.
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['apps/web/app/**/*.{ts,tsx}'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Pages render with one translator per language (lib/translation.tsx) and no react-i18next provider:
    // its hook would show raw keys.
    files: ['apps/web/app/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: 'react-i18next', message: 'Use useTranslation from ~/lib/translation (one translator per page, bound once).' }] },
      ],
    },
  },
);
