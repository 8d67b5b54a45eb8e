import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isSafeLink } from '../../../domain/security';
import { newsletterInputSchema, newsletterResultSchema, pageContentSchema, pageParamsSchema, pageQuerySchema, siteSchema } from '../../../domain/content/api';
import type { Database } from '../../db/client';
import { errorResponses } from '../../lib/openapi';
import { notFound } from '../../lib/errors';
import * as q from './queries';

/** Only links to our own pages or http(s) URLs reach the browser, whatever an admin stored. */
const safe = (url: string | null | undefined, fallback: string) => (url && isSafeLink(url) ? url : fallback);

export async function contentRoutes(app: FastifyInstance, opts: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  r.get(
    '/api/site',
    { config: { access: 'everyone', cache: { topics: ['site_settings', 'homepage_settings', 'menu_items', 'footer_links'] } }, schema: { tags: ['content'], summary: 'Site shell data: maintenance flag, hero, menu and footer links (everyone)', response: { 200: siteSchema } } },
    async () => {
      const [site, home, menu, footer] = await Promise.all([
        q.readSiteSettings(db),
        q.readHomepageSettings(db),
        q.listMenuItems(db),
        q.listFooterLinks(db),
      ]);
      return {
        maintenance: {
          enabled: site?.maintenanceMode ?? false,
          title: site?.maintenanceTitle ?? null,
          message: site?.maintenanceMessage ?? null,
          titleAm: site?.maintenanceTitleAm ?? null,
          messageAm: site?.maintenanceMessageAm ?? null,
        },
        hero: {
          // Homepage settings win over site settings; both fall back to translated defaults.
          title: home?.heroTitle ?? site?.heroTitle ?? null,
          titleAm: home?.heroTitleAm ?? null,
          subtitle: home?.heroSubtitle ?? site?.heroSubtitle ?? null,
          subtitleAm: home?.heroSubtitleAm ?? null,
          ctaText: home?.heroCtaText ?? null,
          ctaTextAm: home?.heroCtaTextAm ?? null,
          ctaLink: safe(home?.heroCtaLink ?? site?.heroCtaLink, '/products'),
          imageUrl: home?.heroImageUrl && isSafeLink(home.heroImageUrl) ? home.heroImageUrl : null,
        },
        featuredSection: {
          title: home?.featuredSectionTitle ?? null,
          titleAm: home?.featuredSectionTitleAm ?? null,
          subtitle: home?.featuredSectionSubtitle ?? null,
          subtitleAm: home?.featuredSectionSubtitleAm ?? null,
        },
        menu: menu.filter((m) => isSafeLink(m.url)),
        footer: footer.filter((f) => isSafeLink(f.url)),
      };
    },
  );

  r.get(
    '/api/pages/:slug',
    {
      config: { access: 'everyone', cache: { topics: ['page_content'] } },
      schema: {
        tags: ['content'],
        summary: 'Active page content for a slug in a language, English when that language has none (everyone)',
        params: pageParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: pageContentSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { slug } = request.params;
      const row = (await q.findPageContent(db, slug, request.query.locale)) ?? (await q.findPageContent(db, slug, 'en'));
      if (!row) throw notFound('PAGE_NOT_FOUND', 'Failed to load page content');
      return { slug, locale: row.locale, content: row.content };
    },
  );

  r.post(
    '/api/newsletter',
    { config: { access: 'everyone' },
      schema: {
        tags: ['content'],
        summary: 'Subscribe an email to the newsletter; subscribing twice is fine (everyone; rate-limited like contact)',
        body: newsletterInputSchema,
        response: { 200: newsletterResultSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await app.rateLimit.consume('contact', app.rateLimit.keyFor(request, 'newsletter'));
      await q.subscribeToNewsletter(db, request.body.email.toLowerCase(), request.body.locale ?? 'en');
      return { ok: true as const };
    },
  );
}
