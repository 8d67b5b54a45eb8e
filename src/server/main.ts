import { buildAppWithServices } from './app';
import { formatDemoAccounts, openConfiguredDatabase, readDemoAccounts, seedIfEmpty } from './bootstrap';
import { ConfigError, loadConfig } from './config';
import { MigrationError } from './db/migrate';
import { removeServerFile, writeServerFile } from './server-file';

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

  const database = await openConfiguredDatabase(config).catch((err: unknown) => {
    // PGlite replays its log after a crash by itself; a folder it cannot open is not repaired here.
    console.error(`Tibeb cannot open its database${config.database.kind === 'pglite' ? ` in ${config.database.dataDir}` : ''}: ${err instanceof Error ? err.message : String(err)}\nRestore the last backup into an empty DATA_DIR (npm run restore -- <archive>, docs/operations.md).`);
    process.exit(1);
  });
  try {
    await database.migrate();
  } catch (err) {
    if (!(err instanceof MigrationError)) throw err;
    console.error(`Tibeb refuses to start (${err.code}): ${err.message}`);
    await database.close();
    process.exit(1);
  }
  if (config.seedDemoData) await seedIfEmpty(config, database);

  const { app, services } = await buildAppWithServices(config, { database });
  // Start-up repair: one embedded instance has nothing in flight yet, so temporary files, uploads
  // whose row never came (a crash in between) and half-made renditions can all go now.
  if (database.kind === 'pglite') {
    const swept = await services.backups.sweep(0);
    if (swept.temporary + swept.orphans + swept.variants > 0) app.log.warn(swept, 'start-up clean-up removed files left by an interrupted write');
  }
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    await removeServerFile(config.dataDir);
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  const address = await app.listen({ port: config.port, host: config.host });
  await writeServerFile(config.dataDir, { pid: process.pid, host: config.host, port: Number(new URL(address).port) || config.port });
  const accounts = formatDemoAccounts(await readDemoAccounts(config));
  console.log(`\nTibeb is running at ${config.publicUrl}  (database: ${database.kind}${database.kind === 'pglite' ? `, ${config.dataDir}` : ''})`);
  if (accounts) console.log(`${accounts}\n`);
}

main().catch((err: unknown) => {
  console.error('Tibeb failed to start:', err);
  process.exit(1);
});
