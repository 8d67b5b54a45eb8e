import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = {
  '@domain': path.resolve(import.meta.dirname, 'src/domain'),
  '@web': path.resolve(import.meta.dirname, 'src/web'),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/server/**/*.api.test.ts', 'node_modules/**'],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['src/server/**/*.api.test.ts'],
          environment: 'node',
          globalSetup: ['src/server/test/global-setup.ts'],
          // Each file gets its own PGlite copied from a template; two at a time suits 2 cores.
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
