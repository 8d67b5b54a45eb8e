import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import type { DemoAccount, SeedResult } from './db/seed/seed';
import { isSeeded } from './db/seed/state';
import { createAuth, noMail } from './plugins/auth';
import { openStorage, storageTargetOf } from './plugins/storage';

export async function openConfiguredDatabase(config: AppConfig): Promise<DatabaseHandle> {
  if (config.database.kind === 'pglite' && config.database.dataDir) await mkdir(config.database.dataDir, { recursive: true });
  return openDatabase(config.database.kind === 'postgres' ? { kind: 'postgres', url: config.database.url } : { kind: 'pglite', dataDir: config.database.dataDir });
}

const accountsFile = (config: AppConfig) => path.join(config.dataDir, 'demo-accounts.json');

export async function seedIfEmpty(config: AppConfig, database: DatabaseHandle, productCount = config.seedProducts, log: (m: string) => void = console.log): Promise<SeedResult> {
  if (await isSeeded(database.db)) return { seeded: false, accounts: [], products: 0, images: 0, ms: 0 };
  // The seed (catalogue text, illustrator, sharp) is loaded only when a database is empty.
  const { seedDatabase } = await import('./db/seed/seed');
  const result = await seedDatabase({
    db: database.db,
    auth: createAuth({ db: database.db, secret: config.authSecret, baseURL: config.publicUrl, sendAccountMail: noMail }),
    storage: (await openStorage(storageTargetOf(config))).files,
    productCount,
    demoPasswords: config.env === 'production' ? 'random' : 'fixed',
    log,
  });
  if (result.seeded) {
    await mkdir(config.dataDir, { recursive: true });
    await writeFile(accountsFile(config), JSON.stringify(result.accounts, null, 2), { mode: 0o600 });
  }
  return result;
}

export async function readDemoAccounts(config: AppConfig): Promise<DemoAccount[]> {
  try {
    return JSON.parse(await readFile(accountsFile(config), 'utf8')) as DemoAccount[];
  } catch {
    return [];
  }
}

export function formatDemoAccounts(accounts: DemoAccount[]): string {
  if (accounts.length === 0) return '';
  const width = Math.max(...accounts.map((a) => a.email.length));
  const lines = accounts.map((a) => `  ${a.role.padEnd(9)} ${a.email.padEnd(width)}  ${a.password}`);
  return ['Demo accounts (role, email, password):', ...lines].join('\n');
}
