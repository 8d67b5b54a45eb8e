import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MAINTENANCE_RETRY_AFTER_SECONDS, maintenanceTextsFor, type MaintenanceTexts } from '../../domain/maintenance';
import { AppError } from '../lib/errors';
import { pickLanguage } from './ssr';

/**
 * The maintenance gate (docs/requirements/shop.md §4 Maintenance; issue 15). While site_settings.maintenance_mode
 * is on, for everyone who is not an admin:
 * - a page request gets the maintenance page (rendered like every page, by the web app, which
 *   shows it in place of the routes), answered 503 with Retry-After;
 * - an API write is refused with 503 MAINTENANCE, except the routes that declare
 *   `config.maintenance: 'open'` (signing in and out: an admin must be able to sign in) and the
 *   payment providers' webhooks (a payment already taken must still be recorded).
 * Reads keep working (the shell and the maintenance page read /api/site), and so do /api/health
 * and static files.
 *
 * The flag is held in memory: read at start, re-read on every site_settings change event (and at
 * once by the save itself, before its event goes out), and at most every REREAD_MS in the
 * background, as a bound for a change made by another instance. A request costs no query unless
 * the shop is in maintenance and the caller's role must be known.
 */

declare module 'fastify' {
  interface FastifyInstance {
    maintenance: {
      /** The flag as this instance knows it (no query). */
      isOn(): boolean;
      /** Re-reads the flag from the database. */
      refresh(): Promise<void>;
    };
  }
  interface FastifyRequest {
    /** Set by the gate: this page request gets the maintenance page (503). */
    maintenancePage: boolean;
  }
  interface FastifyContextConfig {
    /** 'open': a write a non-admin may still make during maintenance (sign-in, sign-out). */
    maintenance?: 'open';
  }
}

const REREAD_MS = 10_000;
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a decoded path (request.decodedPath, request-hygiene.ts) is the API's. Without case: the
 * router is case-sensitive today, and a gate that missed `/API/…` would open the day it is not.
 */
export const isApiPath = (pathname: string) => /^\/api(?:\/|$)/i.test(pathname);

/** A request for one of the app's pages (not the API, not a stored or built file), by its decoded path. */
export function isPageRequest(method: string, pathname: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  return !isApiPath(pathname) && !/^\/storage\//i.test(pathname) && !path.extname(pathname);
}

const escapeHtml = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const DEFAULTS = {
  en: { title: "We'll be back shortly", message: 'The shop is being updated. Please check back in a little while.' },
  'am-ET': { title: 'በቅርቡ እንመለሳለን', message: 'ሱቁ እየታደሰ ነው። እባክዎ ትንሽ ቆይተው ይመለሱ።' },
} as const;

export interface MaintenancePluginOptions {
  /** Reads the switch from the database (the content feature's maintenance service, wired in app.ts). */
  readFlag: () => Promise<boolean>;
}

/** Reads the maintenance texts (the content feature's maintenance service, wired in app.ts). */
export type ReadMaintenanceTexts = () => Promise<MaintenanceTexts>;

export const maintenancePlugin = fp<MaintenancePluginOptions>(async (app: FastifyInstance, opts) => {
  let on = false;
  let readAt = 0;
  let reading: Promise<void> | null = null;

  let again: Promise<void> | null = null;
  const refresh = (): Promise<void> => {
    if (reading) {
      // A read under way may have started before the change this refresh is for (a background
      // reread, then the change event): one more read after it, shared by all who ask meanwhile.
      return (again ??= reading.then(() => {
        again = null;
        return refresh();
      }));
    }
    reading = opts.readFlag()
      .then((value) => {
        on = value;
        readAt = Date.now();
      })
      .catch((err: unknown) => {
        // A failed read keeps the last known state: the gate neither opens nor closes by accident.
        app.log.warn({ err }, 'could not read the maintenance flag');
      })
      .finally(() => {
        reading = null;
      });
    return reading;
  };

  app.decorate('maintenance', { isOn: () => on, refresh });
  app.decorateRequest('maintenancePage', false);

  app.addHook('onReady', async () => {
    await refresh();
    const unsubscribe = app.events.subscribe((event) => {
      if (event.topic === 'site_settings') void refresh();
    });
    const unsubscribeResync = app.events.onResync(() => void refresh());
    app.addHook('onClose', async () => {
      unsubscribe();
      unsubscribeResync();
    });
  });

  const isAdmin = async (request: FastifyRequest) => (await request.sessionUser())?.role === 'admin';

  app.addHook('onRequest', async (request) => {
    if (Date.now() - readAt > REREAD_MS) void refresh();
    if (!on) return;
    // The decoded path, as the router reads it: `/%61pi/orders` is `/api/orders` (issue 35).
    const pathname = request.decodedPath;
    if (isPageRequest(request.method, pathname)) {
      if (!(await isAdmin(request))) request.maintenancePage = true;
      return;
    }
    if (READ_METHODS.has(request.method) || !isApiPath(pathname)) return;
    const config = request.routeOptions.config as { access?: string; maintenance?: 'open' } | undefined;
    if (config?.maintenance === 'open' || config?.access === 'provider') return;
    if (await isAdmin(request)) return;
    throw new AppError(
      503,
      'MAINTENANCE',
      'The shop is in maintenance right now; nothing can be changed until it is back. Please try again in a little while.',
      undefined,
      { 'retry-after': String(MAINTENANCE_RETRY_AFTER_SECONDS) },
    );
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.maintenancePage) return payload;
    void reply.code(503).header('retry-after', String(MAINTENANCE_RETRY_AFTER_SECONDS)).header('cache-control', 'no-store');
    return payload;
  });
});

/**
 * The maintenance page as the server writes it, without the renderer: the texts from settings in
 * the visitor's language. With the web build's `shell` (index.html) the page is the shell with
 * this page inside #root, so the text is on screen at once and the app's scripts, loaded as usual,
 * then render the full maintenance page over it (language switch, Admin Access). Without a web
 * build it is plain HTML. Answered 503 by the gate's onSend hook, like every maintenance page.
 */
export async function sendMaintenanceFallback(readTexts: ReadMaintenanceTexts, request: FastifyRequest, reply: FastifyReply, shell?: string | null): Promise<FastifyReply> {
  const language = pickLanguage(request.headers);
  const settings = await readTexts();
  const texts = maintenanceTextsFor(settings, language);
  const title = texts.title ?? DEFAULTS[language].title;
  const message = texts.message ?? DEFAULTS[language].message;
  const page = `<main data-testid="maintenance-page"><h1 data-testid="maintenance-title">${escapeHtml(title)}</h1><p data-testid="maintenance-message">${escapeHtml(message)}</p></main>`;
  void reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
  if (shell?.includes('<div id="root"></div>')) {
    // Replacer functions: a '$&' in an admin's text must stay text.
    const html = shell
      .replace(/<html lang="[^"]*"/, () => `<html lang="${language}"`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
      .replace('<div id="root"></div>', () => `<div id="root">${page}</div>`);
    return reply.send(html);
  }
  return reply.send(
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body>${page}</body></html>`,
  );
}
