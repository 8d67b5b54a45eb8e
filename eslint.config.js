import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

/** The feature folders under `dir` (relative to the repository), read at load time so a new feature is covered without editing this file. */
const featureFolders = (dir) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

const webFeatures = featureFolders('src/web/features');
const serverModules = featureFolders('src/server/modules');

/**
 * A web feature is reached from another feature only through its `index.ts`. `src/web/app`, `main.tsx`
 * and `entry-server.tsx` are not targets: the router loads page modules lazily by path, which keeps each
 * page its own chunk (docs/decisions/026-boundaries-enforced-by-import-x.md).
 */
const webFeatureZones = webFeatures.map((feature) => ({
  target: webFeatures.filter((other) => other !== feature).map((other) => `./src/web/features/${other}`),
  from: `./src/web/features/${feature}`,
  except: ['./index.ts'],
  message: `Import the ${feature} feature through its index.ts (src/web/features/${feature}/index.ts), not its files.`,
}));

/** Who may use a server module, and then only through its `index.ts`: the other modules, the jobs and the files that compose the app. */
const serverModuleUsers = (module) => [
  ...serverModules.filter((other) => other !== module).map((other) => `./src/server/modules/${other}`),
  './src/server/jobs',
  './src/server/*.ts',
];

// `from` is a glob here so that `except` can leave out `queries.ts` as well as `index.ts`: the queries
// zone below reports an import of another module's queries.ts once, with its own message.
const serverModuleZones = serverModules.flatMap((module) => [
  {
    target: serverModuleUsers(module),
    from: `./src/server/modules/${module}/**`,
    // In a glob zone the exceptions are matched as absolute globs, not resolved against `from`.
    except: [path.join(root, `src/server/modules/${module}/{index,queries}.ts`)],
    message: `Import the ${module} module through its index.ts (src/server/modules/${module}/index.ts), not its files.`,
  },
  {
    target: serverModuleUsers(module),
    from: `./src/server/modules/${module}/queries.ts`,
    message: `queries.ts is the ${module} module's own SQL: call its service through its index.ts instead.`,
  },
]);

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'coverage/**', 'src/server/db/migrations/**', 'test-results/**', 'tests/lint-fixtures/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      'no-control-regex': 'off',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // The shared domain stays pure and strictly typed: no `any`, no I/O, no framework.
    files: ['src/domain/**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-imports': ['error', { patterns: ['**/server/**', '**/web/**', 'fastify*', 'react*', 'drizzle-orm*', 'node:*'] }],
    },
  },
  {
    // The floors and features of docs/architecture.md, enforced. tests/lint-fixtures holds the files
    // src/lint-boundaries.test.ts lints on purpose (ignored above, linted there with `ignore: false`).
    files: ['src/**/*.{ts,tsx}', 'tests/lint-fixtures/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: path.join(root, 'tsconfig.json') })],
    },
    rules: {
      // Circles at run time only: a type-only import is erased at build, and a circle closed by a
      // dynamic import() (a lazily loaded part importing its loader) cannot run a module half-initialised.
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            {
              target: ['./src/web/lib', './src/web/components'],
              from: './src/web/features',
              message: 'web/lib and web/components sit below the features: pass what they need in instead.',
            },
            {
              target: './src/server/plugins',
              from: './src/server/modules',
              message: 'server/plugins sit below the modules: a module registers with a plugin, not the reverse.',
            },
            {
              target: ['./src/web/features', './src/web/lib', './src/web/components'],
              from: ['./src/web/app', './src/web/main.tsx', './src/web/entry-server.tsx'],
              message: 'src/web/app composes the features and sits above them: move what both need to web/lib or web/components.',
            },
            {
              target: ['./src/server/modules', './src/server/plugins', './src/server/lib'],
              from: ['./src/server/app.ts', './src/server/main.ts', './src/server/jobs'],
              message: 'app.ts, main.ts and jobs/ compose the modules and sit above them: they import modules, not the reverse.',
            },
            {
              target: './src/domain/**/!(*.test).ts',
              from: ['./src/server', './src/web', './tests', './scripts', './bench'],
              message: 'src/domain imports nothing outside src/domain.',
            },
            {
              // A domain test may read data and tooling (scripts/, the locale files), never server or web code.
              target: './src/domain/**/*.test.ts',
              from: ['./src/server', './src/web', './tests', './bench'],
              except: ['./locales'],
              message: 'A domain test may read scripts/ and the locale files, but no server or web code.',
            },
            ...webFeatureZones,
            ...serverModuleZones,
          ],
        },
      ],
    },
  },
);
