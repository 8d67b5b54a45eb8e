import { buildPgliteTemplate, buildPostgresTemplate, TEMPLATE_ENV } from './template';

/**
 * Runs once before the API suite: migrates and seeds one template (PGlite, or PostgreSQL when
 * TEST_DATABASE_URL is set) that every test file copies instead of starting cold.
 */
export default async function setup({ provide }: { provide: (key: string, value: string) => void }) {
  const started = performance.now();
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    await buildPostgresTemplate(pgUrl);
    provide(TEMPLATE_ENV, 'postgres');
  } else {
    provide(TEMPLATE_ENV, await buildPgliteTemplate());
  }
  console.log(`API test template (${pgUrl ? 'postgres' : 'pglite'}) ready in ${Math.round(performance.now() - started)} ms`);
}

declare module 'vitest' {
  export interface ProvidedContext {
    TIBEB_TEST_TEMPLATE: string;
  }
}
