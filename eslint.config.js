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

// Rule 3: routes → service → repository → db. Querying is an allow-list: repositories, the search
// index implementations, core/db, migrations, seed and tests; everything else in the server may
// import Kysely's types only. A feature may call another feature's service, never its repository.
const server = 'apps/server/src';
const databaseAllowList = [
  `${server}/**/*.repo.ts`,
  `${server}/features/search/search.{postgres,sqlite}.ts`,
  `${server}/core/db/**`,
  `${server}/seed/**`,
  `${server}/test/**`,
  `${server}/**/*.test.ts`,
];
const otherFeaturesRepository = {
  group: ['../*/*.repo.js', '../*/*.repo'],
  message: "A feature may call another feature's service, never its repository.",
};
const serverRestrictions = (extraPaths) => ({
  paths: [
    { name: 'kysely', allowTypeImports: true, message: 'Only repositories, search indexes, core/db, seed and tests query the database.' },
    ...extraPaths,
  ],
  patterns: [
    {
      regex: '(^|/)core/db/connect(\\.js)?$',
      allowTypeImports: true,
      message: 'Only main.ts opens the database; others get it handed in.',
    },
    otherFeaturesRepository,
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
            // Core is what features are built on: it may not reach up into them.
            { target: `./${server}/core`, from: `./${server}/features`, message: 'core/ is below features/: hand the feature in from the composition root, or move the shared piece down.' },
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
    files: [`${server}/**/*.ts`],
    ignores: [...databaseAllowList, `${server}/main.ts`],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', serverRestrictions([])] },
  },
  {
    files: [`${server}/main.ts`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { ...serverRestrictions([]), patterns: [otherFeaturesRepository] },
      ],
    },
  },
  {
    files: [`${server}/**/*.repo.ts`],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [otherFeaturesRepository] }] },
  },
  {
    files: [`${server}/features/**/*.service.ts`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        serverRestrictions([{ name: 'fastify', message: 'Services never see the request or reply; routes pass plain values in.' }]),
      ],
    },
  },
  {
    // Import cycles make start-up order matter and hide layering mistakes (core → features → core).
    files: [`${server}/**/*.ts`],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // A promise nobody awaits loses its error (an unhandled rejection ends the process) and its
    // ordering; type-aware, so it runs on the TypeScript projects only.
    files: [`${server}/**/*.ts`, 'apps/web/app/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
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
