import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase } from './client';
import { seedDatabase } from './seed/seed';
import { categories, products, users } from './schema';
import { createAuth } from '../plugins/auth';
import { createLocalStorage } from '../plugins/storage';
import { freshIp } from '../test/test-app';
import { testConfig } from '../test/template';

const dir = mkdtempSync(path.join(os.tmpdir(), 'tibeb-persist-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the embedded database on disk', () => {
  it('keeps data across a restart, seeds only once, and mails a welcome to the outbox', async () => {
    const config = testConfig(dir);
    const dataDir = path.join(dir, 'db');
    const seed = (database: Awaited<ReturnType<typeof openDatabase>>) =>
      seedDatabase({
        db: database.db,
        auth: createAuth({ db: database.db, secret: config.authSecret, baseURL: config.publicUrl }),
        storage: createLocalStorage(config.storageDir),
        productCount: 20,
        demoPasswords: 'fixed',
        images: 'none',
      });

    // First start: migrate, seed, sign up.
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await first.migrate();
    expect((await seed(first)).seeded).toBe(true);
    const app = await buildApp(config, { database: first, logger: false });
    const res = await app.inject({
      method: 'POST',
      url: '/api/account/sign-up',
      remoteAddress: freshIp(),
      payload: { email: 'kept@example.com', password: 'Str0ng!Pass', fullName: 'Kept Shopper' },
    });
    expect(res.statusCode).toBe(201);
    await app.close();
    await first.close();

    const outbox = readdirSync(config.outboxDir);
    expect(outbox).toHaveLength(1);
    const mail = JSON.parse(readFileSync(path.join(config.outboxDir, outbox[0] as string), 'utf8')) as { to: string; subject: string };
    expect(mail).toMatchObject({ to: 'kept@example.com', subject: 'Welcome to Tibeb' });

    // Second start on the same folder: the data is there and the seed does nothing.
    const second = await openDatabase({ kind: 'pglite', dataDir });
    await second.migrate();
    const [productRow] = await second.db.select({ n: count() }).from(products);
    expect(productRow?.n).toBe(20);
    expect((await seed(second)).seeded).toBe(false);
    const [categoryRow] = await second.db.select({ n: count() }).from(categories);
    expect(categoryRow?.n).toBe(8);
    const [user] = await second.db.select().from(users).where(eq(users.email, 'kept@example.com'));
    expect(user?.name).toBe('Kept Shopper');
    await second.close();
  });
});
