import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_CURRENCY, isCurrencyCode } from '../../domain/money';

/**
 * Server rendering of the storefront's pages (the web build's `entry-server`, built next to the web
 * app into `<webDistDir>-ssr/`). A page's HTML arrives with its content and the public data it
 * shows, so the first paint waits neither for the JavaScript nor for the API; the browser then
 * hydrates it (src/web/main.tsx). Without that build, or if a render fails, the app shell
 * (index.html) is served as before and the browser renders the page itself.
 *
 * The render's API calls (`fetch('/api/…')` in the web code) are answered in-process by
 * `app.inject`, without the visitor's cookies: only public data is rendered, never a session's.
 * Rendered pages are kept for a minute per URL, language and currency, and dropped on any
 * change event, like the API's response cache.
 */

interface RenderOutput {
  html: string;
  state: { language: string; currency: string; namespaces: string[] };
  images: Array<{ src: string; srcset?: string; sizes?: string }>;
  modules: string[];
  /** 404 for an unknown product, designer or address (older renderer builds leave it out: 200). */
  status?: number;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  assets?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;
interface EntryServer {
  /** `maintenance`: render the maintenance page (older renderer builds ignore it). */
  render(input: { url: string; language: 'en' | 'am-ET'; currency: string; maintenance?: boolean }): Promise<RenderOutput>;
  routeExists?(pathname: string): boolean;
  /**
   * Whether the address is one of the pages rendered here: the public pages a visitor browses,
   * marked `ssr` in the web router (docs/decisions/027). Older renderer builds leave it out: then
   * every page of the app is rendered.
   */
  isServerRendered?(pathname: string): boolean;
}

export interface PageRenderer {
  /**
   * Sends the rendered page, or returns false when the app shell should be served instead — or,
   * for a visitor during maintenance, the server's own maintenance page (a render that is not the
   * maintenance page is never sent to them).
   */
  send(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
}

const LANGUAGE_COOKIE = 'tibeb-language';
const CURRENCY_COOKIE = 'selectedCurrency';
// Change events drop pages at once; the age limit only bounds what they cannot see (exchange rates).
const TTL_MS = 5 * 60_000;
const MAX_CACHED_BYTES = 8 * 1024 * 1024;

export const ssrDirFor = (webDistDir: string) => `${webDistDir.replace(/[\\/]+$/, '')}-ssr`;

const inApp = new AsyncLocalStorage<FastifyInstance>();
let fetchPatched = false;

/** Relative URLs have no meaning to Node's fetch; during a render they go to the app itself. */
function routeRelativeFetchToApp(): void {
  if (fetchPatched) return;
  fetchPatched = true;
  const original = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const app = inApp.getStore();
    if (!app || typeof input !== 'string' || !input.startsWith('/')) return original(input, init);
    const res = await app.inject({ method: 'GET', url: input, headers: { accept: 'application/json', 'x-tibeb-ssr': '1' } });
    const body = res.statusCode === 204 || res.statusCode === 304 ? null : new Uint8Array(res.rawPayload);
    const contentType = res.headers['content-type'];
    return new Response(body, { status: res.statusCode, headers: typeof contentType === 'string' ? { 'content-type': contentType } : {} });
  };
}

function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

type PageHeaders = { cookie?: string; 'accept-language'?: string | string[] };

/** The same choice the browser makes: the stored language (mirrored in a cookie), else the browser's. */
export function pickLanguage(headers: PageHeaders): 'en' | 'am-ET' {
  const stored = readCookie(headers.cookie, LANGUAGE_COOKIE);
  if (stored === 'en' || stored === 'am-ET') return stored;
  const accept = String(headers['accept-language'] ?? '').trim().toLowerCase();
  return accept.startsWith('am') ? 'am-ET' : 'en';
}

/** The stored display currency (mirrored in a cookie by main.tsx), else the default. */
export function pickCurrency(headers: PageHeaders): string {
  const stored = readCookie(headers.cookie, CURRENCY_COOKIE);
  return isCurrencyCode(stored) ? stored : DEFAULT_CURRENCY;
}

/** JSON inside <script>: nothing in it may close the tag or open a comment. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * What the browser would only discover after running the entry script: the route's chunks and the
 * texts it uses (to modulepreload), from the web build's manifest.
 */
export function preloadsFor(manifest: Manifest, shell: string, modules: readonly string[], language: string, namespaces: readonly string[]): string[] {
  const walk = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(key)) return;
    into.add(key);
    for (const dep of chunk.imports ?? []) walk(dep, into);
  };
  // What index.html already loads (the entry and what it imports).
  const initial = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry || shell.includes(`/${chunk.file}"`)) walk(key, initial);
  const wanted = new Set<string>();
  const texts = namespaces.flatMap((ns) => (language === 'en' ? [`locales/en/${ns}.json`] : [`locales/en/${ns}.json`, `locales/${language}/${ns}.json`]));
  for (const key of [...modules, ...texts]) walk(key, wanted);
  const files: string[] = [];
  for (const key of wanted) {
    const file = manifest[key]?.file;
    if (file && !initial.has(key)) files.push(`/${file}`);
  }
  return files;
}

/**
 * The Latin faces of the body and heading fonts. They are `optional` (vite.config.ts): a face not
 * there within about 100 ms of the first text is skipped for that page view, so they are fetched
 * with the page rather than when the stylesheet asks for them. A page in Amharic also fetches the
 * Ethiopic face at once: it is `swap`, and arriving after the first paint it re-laid the headings
 * and intros out a line longer or shorter, moving the page below them.
 */
export function fontPreloads(manifest: Manifest, language = 'en'): string[] {
  const wanted = language === 'am-ET' ? /\/noto-sans-latin-wght-normal-[^/]*\.woff2$|\/noto-serif-latin-(600|700)-normal-[^/]*\.woff2$|\/noto-sans-ethiopic-ethiopic-wght-normal-[^/]*\.woff2$/ : /\/noto-sans-latin-wght-normal-[^/]*\.woff2$|\/noto-serif-latin-(600|700)-normal-[^/]*\.woff2$/;
  return Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter((file) => wanted.test(file))
    .map((file) => `/${file}`);
}

const fontLinks = (manifest: Manifest, language?: string) => fontPreloads(manifest, language).map((href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${attr(href)}">`).join('');

function readManifest(file: string): Manifest {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch {
    return {};
  }
}

/**
 * `startScript` is the page start script (plugins/ssr-start.ts, src/web/ssr-start/): inline at the
 * end of <head>, allowed by its hash in the CSP, it holds input until hydration and starts the
 * app's scripts once the page has been painted.
 */
export function createPageRenderer(app: FastifyInstance, webDistDir: string, startScript: string): PageRenderer | null {
  const entryFile = path.join(ssrDirFor(webDistDir), 'entry-server.js');
  const templateFile = path.join(webDistDir, 'index.html');
  if (!existsSync(entryFile) || !existsSync(templateFile)) return null;

  // Loaded on the first page request: an API-only process never pays for React on the server.
  let entry: Promise<EntryServer> | null = null;
  const manifestFile = path.join(webDistDir, '.vite', 'manifest.json');
  let template: string | null = null;
  let manifest: Manifest = {};
  // UTF-8 buffers: a page with one non-Latin-1 character would take two bytes a character as a string.
  const cache = new Map<string, { html: Buffer; expiresAt: number }>();
  let cachedBytes = 0;
  const clear = () => {
    cache.clear();
    cachedBytes = 0;
  };
  app.addHook('onReady', async () => {
    const unsubscribe = app.events.subscribe(clear);
    const unsubscribeResync = app.events.onResync(clear);
    app.addHook('onClose', async () => {
      unsubscribe();
      unsubscribeResync();
    });
  });

  // Read at every render (a small file): a rebuild's new asset names are served without a restart,
  // like the static files, and pages rendered with the old ones are dropped.
  const readTemplate = () => {
    const html = readFileSync(templateFile, 'utf8');
    if (template !== html) {
      clear();
      manifest = readManifest(manifestFile);
    }
    template = html;
    return html;
  };

  /**
   * Which of the app's pages are rendered here is marked in the web router and asked of the
   * renderer build. An address that is none of the app's pages is rendered here too (the
   * not-found page, with a 404), so a mistyped link is not a soft 404. When the renderer cannot
   * load, the app shell is served (and a page the renderer would have rendered falls back to it
   * as well).
   */
  const rendersHere = async (pathname: string): Promise<boolean> => {
    try {
      entry ??= import(pathToFileURL(entryFile).href) as Promise<EntryServer>;
      const loaded = await entry;
      if (loaded.isServerRendered?.(pathname) ?? true) return true;
      return !(loaded.routeExists?.(pathname) ?? true);
    } catch {
      entry = null;
      return false;
    }
  };

  return {
    async send(request, reply) {
      const pathname = request.decodedPath;
      // During maintenance a visitor's every page is the maintenance page, rendered here (the
      // gate answers it with a 503); an admin's pages are left to the browser, which knows the
      // session the server render does not (a render without it would show the maintenance page).
      const gated = request.maintenancePage;
      const adminInMaintenance = !gated && app.maintenance.isOn();
      if (adminInMaintenance || (!gated && !(await rendersHere(pathname)))) {
        // The app shell, rendered by the browser; with the fonts preloaded all the same.
        try {
          const shell = readTemplate();
          return sendHtml(reply, Buffer.from(shell.replace(/(<meta name="viewport"[^>]*>)/, `$1${fontLinks(manifest)}`)));
        } catch {
          return false;
        }
      }
      const language = pickLanguage(request.headers);
      const currency = pickCurrency(request.headers);
      const key = `${gated ? 'maintenance|' : ''}${language}|${currency}|${request.url}`;
      const hit = cache.get(key);
      // While other instances' changes cannot reach this one, pages are rendered fresh every time.
      const trusted = app.events.healthy();
      if (hit && trusted && hit.expiresAt > Date.now()) return sendHtml(reply, hit.html);
      let out: RenderOutput;
      let shell: string;
      try {
        entry ??= import(pathToFileURL(entryFile).href) as Promise<EntryServer>;
        routeRelativeFetchToApp();
        const { render } = await entry;
        shell = readTemplate();
        out = await inApp.run(app, () => render({ url: request.url, language, currency, maintenance: gated }));
      } catch (err) {
        request.log.error({ err }, 'server rendering failed; serving the app shell');
        entry = null;
        return false;
      }
      // A visitor during maintenance gets the maintenance page and nothing else: a render that is
      // not it (a suspended boundary's spinner, an older renderer build) is neither sent nor kept;
      // the caller sends the server's own maintenance page instead.
      if (gated && !isMaintenancePage(out.html)) {
        request.log.warn({ url: request.url }, 'the render during maintenance was not the maintenance page; serving the plain one');
        return false;
      }
      // The largest image's preload goes first in <head>, before the stylesheet. The app's scripts
      // are started by the start script once the page has been painted (src/web/ssr-start/).
      const images = out.images
        .map(
          (img) =>
            `<link rel="preload" as="image" href="${attr(img.src)}"${img.srcset ? ` imagesrcset="${attr(img.srcset)}"` : ''}${img.sizes ? ` imagesizes="${attr(img.sizes)}"` : ''} fetchpriority="high">`,
        )
        .join('');
      const fonts = fontLinks(manifest, language);
      const scripts = [...shell.matchAll(/<script type="module" crossorigin src="([^"]+)"><\/script>/g)].map((m) => m[1] as string);
      // The entry's own module preloads (the bundler's runtime) wait for the paint with the scripts:
      // in <head> the runtime was fetched before the stylesheet, ahead of the first paint.
      const entryPreloads = [...shell.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1] as string);
      const start = { scripts, preload: [...new Set([...entryPreloads, ...preloadsFor(manifest, shell, out.modules, language, out.state.namespaces)])] };
      const html = shell
        .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
        .replace(/(<meta name="viewport"[^>]*>)/, `$1${images}${fonts}`)
        .replace(/<script type="module" crossorigin src="[^"]+"><\/script>\s*/g, '')
        .replace(/<link rel="modulepreload" crossorigin href="[^"]+">\s*/g, '')
        // Replacer functions: a '$&' or "$'" in a product's text must stay text, not a pattern.
        .replace('</head>', () => `<script type="application/json" id="tibeb-start">${scriptJson(start)}</script><script>${startScript}</script></head>`)
        .replace('<div id="root"></div>', () => `<div id="root">${out.html}</div><script type="application/json" id="tibeb-ssr">${scriptJson(out.state)}</script>`);
      const body = Buffer.from(html);
      const status = out.status === 404 ? 404 : 200;
      // Not-found pages are not kept: any made-up address would push real pages out.
      if (status === 404 || !trusted) return sendHtml(reply, body, status);
      const old = cache.get(key);
      if (old) cachedBytes -= old.html.length;
      cache.set(key, { html: body, expiresAt: Date.now() + TTL_MS });
      cachedBytes += body.length;
      for (const [oldest, value] of cache) {
        if (cachedBytes <= MAX_CACHED_BYTES) break;
        cache.delete(oldest);
        cachedBytes -= value.html.length;
      }
      return sendHtml(reply, body);
    },
  };
}

/** Whether rendered HTML is the maintenance page (maintenance-screen.tsx marks its root). */
export const isMaintenancePage = (html: string) => html.includes('data-testid="maintenance-page"');

/**
 * Pages are `no-cache` (always asked for again), with an ETag that is a hash of the exact body, so
 * a repeat visit — the browser's or the worker's network-first fetch — gets a 304 instead of the
 * page again whenever nothing in it changed, and any change (a price, a build's script names, the
 * language) changes the tag. Pages hold public data only (rendered without the visitor's cookies).
 */
export function htmlEtag(html: Buffer): string {
  return `"${createHash('sha1').update(html).digest('base64url').slice(0, 27)}"`;
}

function sendHtml(reply: FastifyReply, html: Buffer, status = 200): true {
  const etag = htmlEtag(html);
  void reply.header('cache-control', 'no-cache').header('vary', 'cookie, accept-language').header('etag', etag).type('text/html; charset=utf-8');
  // The maintenance page leaves as a 503 (plugins/maintenance.ts), never as a 304 turned into an empty 503.
  if (status === 200 && !reply.request.maintenancePage && ifNoneMatch(reply.request.headers['if-none-match'], etag)) {
    void reply.code(304).send();
    return true;
  }
  void reply.code(status).send(html);
  return true;
}

/** Whether an If-None-Match header names the tag (a list, weak forms from compression, or `*`). */
export function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const tag = part.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}
