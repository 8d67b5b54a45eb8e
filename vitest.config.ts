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
          exclude: ['src/server/**/*.api.test.ts', 'src/server/**/*.scale.test.ts', 'node_modules/**'],
          environment: 'node',
          // A limit catches a hang; it is not a speed check (benchmarks are). Property tests that
          // take 1–2 s alone passed 5 s on a loaded 2-core CI machine (a fresh-clone run failed).
          testTimeout: 30_000,
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
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          // Two app instances on one PostgreSQL database, one Redis and a local S3 server (npm run test:scale).
          name: 'scale',
          include: ['src/server/**/*.scale.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
