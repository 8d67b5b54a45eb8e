import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HEADER_MENU_MAX_SHOWN, HEADER_MENU_MIN_ITEMS, headerMenu } from './nav';
import { linkIssue } from './links';
import { aboutContentSchema, homepageLinkIssues, homepageSettingsInputSchema, menuItemInputSchema, moveItem, pageLinkIssues } from './schemas';

describe('headerMenu (docs/requirements/shop.md §2)', () => {
  it('keeps the fallback below 4 active items and says how many are missing', () => {
    expect(headerMenu([])).toEqual({ source: 'fallback', shown: [], hidden: [], missing: 4 });
    expect(headerMenu([1, 2, 3])).toEqual({ source: 'fallback', shown: [], hidden: [1, 2, 3], missing: 1 });
  });
  it('uses the menu from 4 items and shows at most 5', () => {
    expect(headerMenu([1, 2, 3, 4])).toEqual({ source: 'menu', shown: [1, 2, 3, 4], hidden: [], missing: 0 });
    expect(headerMenu([1, 2, 3, 4, 5, 6, 7])).toEqual({ source: 'menu', shown: [1, 2, 3, 4, 5], hidden: [6, 7], missing: 0 });
  });
  it('holds for any number of items', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 20 }), (items) => {
        const s = headerMenu(items);
        expect(s.shown.length).toBeLessThanOrEqual(HEADER_MENU_MAX_SHOWN);
        expect(s.source === 'menu').toBe(items.length >= HEADER_MENU_MIN_ITEMS);
        expect([...s.shown, ...s.hidden]).toEqual(items);
      }),
    );
  });
});

describe('links', () => {
  it('accepts site paths and http(s) addresses, refuses the rest with a code', () => {
    expect(linkIssue('/products')).toBeNull();
    expect(linkIssue('https://tibeb.example/x')).toBeNull();
    expect(linkIssue('http://tibeb.example')).toBeNull();
    expect(linkIssue('')).toBe('LINK_REQUIRED');
    expect(linkIssue('javascript:alert(1)')).toBe('LINK_UNSAFE');
    expect(linkIssue('JAVASCRIPT:alert(1)')).toBe('LINK_UNSAFE');
    expect(linkIssue('data:text/html,<script>')).toBe('LINK_UNSAFE');
    expect(linkIssue('//evil.example')).toBe('LINK_UNSAFE');
    expect(linkIssue('example.com')).toBe('LINK_UNSAFE');
    expect(linkIssue('/a b')).toBe('LINK_UNSAFE');
    expect(linkIssue(`/${'a'.repeat(600)}`)).toBe('LINK_TOO_LONG');
  });
  it('refuses a path a browser reads as another host: a second slash or a backslash after the first', () => {
    for (const url of ['/\\evil.example', '/\\/evil.example', '\\\\evil.example', '/%09/evil.example'.replace('%09', '\t'), '/\n/evil.example']) {
      expect(linkIssue(url), JSON.stringify(url)).toBe('LINK_UNSAFE');
    }
    expect(linkIssue('/')).toBeNull();
    expect(linkIssue('/products?x=/y')).toBeNull();
    expect(linkIssue('/a\\b')).toBeNull();
  });
  it('accepts a site path only when a browser resolves it on this site, whatever the characters', () => {
    const base = 'https://tibeb.example/pages/about';
    const piece = fc.constantFrom('/', '\\', '\t', '\n', '\r', 'evil.example', '@', ':', '%2F', '%5C', '.', '..', '?', '#', 'a');
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 8 }).map((p) => `/${p.join('')}`), (url) => {
        if (linkIssue(url) === null) expect(new URL(url, base).origin, JSON.stringify(url)).toBe('https://tibeb.example');
      }),
      { numRuns: 2000 },
    );
  });
  it('finds unsafe links in page texts and homepage fields', () => {
    expect(pageLinkIssues({ title: 'x', body: 'see [a](/ok) and [b](javascript:alert(1))' })).toEqual({ body: 'LINK_UNSAFE' });
    expect(pageLinkIssues({ story: { paragraphs: ['ok', '[x](data:x)'] } })).toEqual({ 'story.paragraphs.1': 'LINK_UNSAFE' });
    expect(homepageLinkIssues({ heroCtaLink: 'javascript:alert(1)' })).toEqual({ heroCtaLink: 'LINK_UNSAFE' });
    expect(homepageLinkIssues({ heroCtaLink: '/\\evil.example' })).toEqual({ heroCtaLink: 'LINK_UNSAFE' });
    expect(pageLinkIssues({ body: 'see [b](/\\evil.example)' })).toEqual({ body: 'LINK_UNSAFE' });
  });
});

describe('schemas', () => {
  it('stores empty optional homepage texts as null (the default shows)', () => {
    const parsed = homepageSettingsInputSchema.parse({
      heroTitle: '  ', heroTitleAm: null, heroSubtitle: 'x', heroSubtitleAm: '', heroCtaText: '', heroCtaTextAm: '', heroCtaLink: '',
      featuredSectionTitle: '', featuredSectionTitleAm: '', featuredSectionSubtitle: '', featuredSectionSubtitleAm: '', version: 1,
    });
    expect(parsed.heroTitle).toBeNull();
    expect(parsed.heroSubtitle).toBe('x');
    expect(parsed.heroCtaLink).toBeNull();
  });
  it('refuses unknown keys, missing fields and wrong types', () => {
    expect(menuItemInputSchema.safeParse({ title: 'x', titleAm: null, url: '/x', isExternal: false, isActive: true, parentId: null, admin: true }).success).toBe(false);
    expect(menuItemInputSchema.safeParse({ title: '', titleAm: null, url: '/x', isExternal: false, isActive: true, parentId: null }).success).toBe(false);
    expect(menuItemInputSchema.safeParse({ title: 'x', titleAm: null, url: '/x', isExternal: 'no', isActive: true, parentId: null }).success).toBe(false);
    expect(aboutContentSchema.safeParse({ hero: {} }).success).toBe(false);
  });
  it('moves an item without losing or duplicating any', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a'], 0, 5)).toEqual(['a']);
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 10 }), fc.nat(12), fc.nat(12), (items, from, to) => {
        expect([...moveItem(items, from, to)].sort()).toEqual([...items].sort());
      }),
    );
  });
});
