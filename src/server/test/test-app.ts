import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { inject } from 'vitest';
import { buildAppWithServices, type AppDeps, type AppServices } from '../app';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { createPostgresCopy, loadPgliteTemplate, testConfig } from './template';

export interface TestApp {
  app: FastifyInstance;
  /** The services app.ts built and handed to the routes, for operations no route offers (jobs, named operations). */
  services: AppServices;
  database: DatabaseHandle;
  dataDir: string;
  close(): Promise<void>;
}

/** A fresh app on a private copy of the seeded template database. */
export async function createTestApp(env: Record<string, string> = {}, extra: Pick<AppDeps, 'clock' | 'wrapMailer'> = {}): Promise<TestApp> {
  const template = inject('TIBEB_TEST_TEMPLATE');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tibeb-api-'));
  let database: DatabaseHandle;
  let dropDb: (() => Promise<void>) | null = null;
  if (template === 'postgres') {
    const copy = await createPostgresCopy(process.env.TEST_DATABASE_URL as string);
    dropDb = copy.drop;
    database = await openDatabase({ kind: 'postgres', url: copy.url, max: 4 });
  } else {
    database = await openDatabase({ kind: 'pglite', dataDir: null, loadDataDir: await loadPgliteTemplate(template) });
  }
  const { app, services } = await buildAppWithServices(testConfig(dataDir, env), { database, logger: false, ...extra });
  await app.ready();
  return {
    app,
    services,
    database,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      if (dropDb) await dropDb();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let ipCounter = 1;
/** A distinct client address per call, so rate limits of one test do not leak into another. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export interface Session {
  cookie: string;
  userId: string;
  email: string;
}

export function cookieFrom(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}

export async function signUp(app: FastifyInstance, overrides: Partial<{ email: string; password: string; fullName: string }> = {}): Promise<Session> {
  const email = overrides.email ?? `shopper-${Math.random().toString(36).slice(2, 10)}@example.com`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/account/sign-up',
    remoteAddress: freshIp(),
    payload: { email, password: overrides.password ?? 'Str0ng!Pass', fullName: overrides.fullName ?? 'Test Shopper' },
  });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  return { cookie: cookieFrom(res.headers['set-cookie']), userId: res.json().user.id, email };
}

export async function signInAs(app: FastifyInstance, email: string, password: string): Promise<Session> {
  const res = await app.inject({ method: 'POST', url: '/api/account/sign-in', remoteAddress: freshIp(), payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return { cookie: cookieFrom(res.headers['set-cookie']), userId: res.json().user.id, email };
}

export function withCookie(session: Session | null, options: InjectOptions): InjectOptions {
  return session ? { ...options, headers: { ...(options.headers ?? {}), cookie: session.cookie } } : options;
}

/** A pay-on-delivery checkout to an address in Addis Ababa; `overrides` replace whole top-level fields. */
export function checkoutPayload(lines: Array<Record<string, unknown>>, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    contact: { email: 'guest@example.com', phone: '+251 91 123 4567' },
    shipping: { fullName: 'Test Shopper', country: 'ET', city: 'Addis Ababa', subCity: 'Bole', woreda: '03', landmark: 'Behind Edna Mall' },
    paymentMethod: 'cod',
    currency: 'ETB',
    lines,
    ...overrides,
  };
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** The mails the outbox holds for an address, oldest first (file names start with the time). */
export function mailsTo(dataDir: string, email: string): OutboxMail[] {
  const dir = path.join(dataDir, 'outbox');
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')).sort() : [];
  return files.map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as OutboxMail).filter((m) => m.to === email.toLowerCase());
}

/** The token of the last link to `page` (reset-password, confirm-email) mailed to an address. */
export function lastLinkToken(dataDir: string, email: string, page: 'reset-password' | 'confirm-email'): string {
  const links = mailsTo(dataDir, email).flatMap((m) => [...m.text.matchAll(new RegExp(`/${page}\\?token=([^\\s]+)`, 'g'))].map((x) => decodeURIComponent(x[1]!)));
  const token = links.at(-1);
  if (!token) throw new Error(`no ${page} link mailed to ${email}`);
  return token;
}

export { multipartBody, samplePhoto } from './multipart';
