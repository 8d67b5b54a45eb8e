import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema and committed; the app applies them at start on
// PGlite or PostgreSQL alike, so the SQL must stay valid on PostgreSQL 15.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
  casing: 'snake_case',
});
