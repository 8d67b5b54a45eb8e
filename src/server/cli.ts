import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { formatDemoAccounts, openConfiguredDatabase, seedIfEmpty } from './bootstrap';
import { ConfigError, loadConfig } from './config';

/** npm run db:migrate | db:seed [-- --products N] | db:reset */
async function run() {
  const [command, ...rest] = process.argv.slice(2);
  const productsFlag = rest.indexOf('--products');
  const config = loadConfig();
  const products = productsFlag >= 0 ? Number(rest[productsFlag + 1]) : config.seedProducts;
  if (!Number.isInteger(products) || products < 1 || products > 100_000) throw new ConfigError('--products must be a whole number from 1 to 100000');

  if (command === 'reset') {
    if (config.database.kind === 'pglite' && config.database.dataDir) {
      await rm(config.database.dataDir, { recursive: true, force: true });
      console.log(`Removed ${config.database.dataDir}`);
    } else {
      const database = await openConfiguredDatabase(config);
      await database.db.execute(sql`drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;`);
      await database.close();
      console.log('Dropped every table in the configured PostgreSQL database');
    }
  }
  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    console.log('Migrations applied');
    if (command === 'seed' || command === 'reset') {
      const result = await seedIfEmpty(config, database, products);
      if (!result.seeded) console.log('The database already has a catalogue; nothing seeded (npm run db:reset starts over).');
      else console.log(formatDemoAccounts(result.accounts));
    } else if (command !== 'migrate') {
      throw new ConfigError(`Unknown command "${command ?? ''}": use migrate, seed or reset`);
    }
  } finally {
    await database.close();
  }
}

run().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
