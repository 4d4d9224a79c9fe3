// One ESLint config for the monorepo. The import zones keep dependencies one-way:
// the web app never imports the API or the database, features never import each other,
// and contracts depend on nothing of ours.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Every folder under features/ gets its own zone, so a new feature is covered without an edit.
const webFeatures = existsSync('apps/web/src/features')
  ? readdirSync('apps/web/src/features', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];

// API modules talk to each other only through a `*.service.ts` file (or a plugin's decorator):
// one zone per module forbids every other module's folder except those files. The globs are
// absolute because the rule matches glob exceptions against resolved paths.
const apiModulesRoot = path.resolve('apps/api/src/modules');
const apiModules = existsSync(apiModulesRoot)
  ? readdirSync(apiModulesRoot, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];
const apiZones = [
  { target: './apps/api', from: './apps/web' },
  {
    target: './apps/api/src/shared',
    from: './apps/api/src/modules',
    message: 'Shared API code must not depend on a module.',
  },
];
const apiModuleZones = apiModules.map((module) => ({
  target: `./apps/api/src/modules/${module}`,
  from: `${apiModulesRoot}/!(${module})/**`,
  except: [`${apiModulesRoot}/*/*.service.ts`],
  message:
    "A module imports another module's *.service.ts only (or uses a plugin's decorator); export what others need from there.",
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/migrations/**',
      'playwright-report/**',
      'test-results/**',
      'bench/.scratch/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-expect-error': 'allow-with-description', 'ts-ignore': true },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/web',
              from: ['./apps/api', './packages/db'],
              message: 'The web app talks to the API over HTTP only.',
            },
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message:
                'Features do not import each other; compose them in a route or move shared code to components/ or lib/.',
            })),
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message:
                'Features do not import the app; store plumbing and typed hooks live in lib/.',
            },
            {
              target: ['./apps/web/src/components', './apps/web/src/lib'],
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'Shared code must not depend on features or the app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/**/*.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: apiZones }] },
  },
  {
    // Tests may use another module's test kit (fixtures), so the module zones skip them.
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test-kit.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...apiZones, ...apiModuleZones] }],
    },
  },
  {
    files: ['packages/contracts/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [{ target: './packages/contracts', from: ['./apps', './packages/db'] }] },
      ],
    },
  },
  {
    // Issue 16: a path is written once, in its route table (packages/contracts/src/*.routes.ts),
    // and called through the typed client; only the client and the transport under it spell `/api/`.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/http.ts', 'apps/web/src/lib/api-client.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\/api\\//]',
          message:
            'Call the route from its table (lib/api-client.ts, lib/api.ts) instead of writing its path.',
        },
        {
          selector: 'TemplateElement[value.raw=/^\\/api\\//]',
          message:
            'Call the route from its table (lib/api-client.ts, lib/api.ts) instead of writing its path.',
        },
        {
          selector: "CallExpression[callee.object.name='http']",
          message:
            'Server calls go through the typed client (lib/api-client.ts) or RTK Query (lib/api.ts).',
        },
      ],
    },
  },
);
