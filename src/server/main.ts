import { buildApp } from './app';
import { formatDemoAccounts, openConfiguredDatabase, readDemoAccounts, seedIfEmpty } from './bootstrap';
import { ConfigError, loadConfig } from './config';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78);
    }
    throw err;
  }

  const database = await openConfiguredDatabase(config);
  await database.migrate();
  if (config.seedDemoData) await seedIfEmpty(config, database);

  const app = await buildApp(config, { database });
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const accounts = formatDemoAccounts(await readDemoAccounts(config));
  console.log(`\nTibeb is running at ${config.publicUrl}  (database: ${database.kind}${database.kind === 'pglite' ? `, ${config.dataDir}` : ''})`);
  if (accounts) console.log(`${accounts}\n`);
}

main().catch((err: unknown) => {
  console.error('Tibeb failed to start:', err);
  process.exit(1);
});
