import { describe, expect, it } from 'vitest';
import { htmlEtag, ifNoneMatch, isMaintenancePage, pickCurrency, pickLanguage, preloadsFor } from './ssr';

describe('pickLanguage', () => {
  it('takes the stored choice from its cookie first, then the browser’s language', () => {
    expect(pickLanguage({ cookie: 'a=1; tibeb-language=am-ET; b=2' })).toBe('am-ET');
    expect(pickLanguage({ cookie: 'tibeb-language=en', 'accept-language': 'am-ET,am;q=0.9' })).toBe('en');
    expect(pickLanguage({ 'accept-language': 'am-ET,en;q=0.8' })).toBe('am-ET');
    expect(pickLanguage({ 'accept-language': 'en-US,en;q=0.9' })).toBe('en');
    expect(pickLanguage({})).toBe('en');
  });

  it('ignores a cookie that names no language of the shop, or cannot be decoded', () => {
    expect(pickLanguage({ cookie: 'tibeb-language=fr', 'accept-language': 'am' })).toBe('am-ET');
    expect(pickLanguage({ cookie: 'tibeb-language=%E0%A4%A' })).toBe('en');
  });
});

describe('pickCurrency', () => {
  it('takes a known currency from its cookie, else the default', () => {
    expect(pickCurrency({ cookie: 'selectedCurrency=ETB' })).toBe('ETB');
    expect(pickCurrency({ cookie: 'selectedCurrency=XXX' })).toBe('USD');
    expect(pickCurrency({})).toBe('USD');
  });
});

describe('preloadsFor', () => {
  const manifest = {
    '_app-1.js': { file: 'assets/app-1.js', imports: ['_runtime-1.js'] },
    '_runtime-1.js': { file: 'assets/runtime-1.js' },
    'features/catalog/products-page.tsx': { file: 'assets/products-page-1.js', imports: ['_app-1.js', '_product-card-1.js'] },
    '_product-card-1.js': { file: 'assets/product-card-1.js', imports: ['_app-1.js'] },
    'locales/en/search.json': { file: 'assets/search-en.js' },
    'locales/am-ET/search.json': { file: 'assets/search-am.js' },
  };
  const shell = '<script type="module" crossorigin src="/assets/runtime-1.js"></script><script type="module" crossorigin src="/assets/app-1.js"></script>';

  it('names the page’s chunks and texts, not what index.html loads anyway', () => {
    expect(preloadsFor(manifest, shell, ['features/catalog/products-page.tsx'], 'en', ['search'])).toEqual([
      '/assets/products-page-1.js',
      '/assets/product-card-1.js',
      '/assets/search-en.js',
    ]);
  });

  it('adds the English texts behind Amharic ones (the fallback language) and skips unknown modules', () => {
    expect(preloadsFor(manifest, shell, ['features/nowhere.tsx'], 'am-ET', ['search'])).toEqual(['/assets/search-en.js', '/assets/search-am.js']);
  });
});

describe('isMaintenancePage', () => {
  it('knows the maintenance page from a spinner', () => {
    expect(isMaintenancePage('<div class="flex" data-testid="maintenance-page"><h1>Back soon</h1></div>')).toBe(true);
    expect(isMaintenancePage('<!--$!--><template></template><div><span role="status"></span></div><!--/$-->')).toBe(false);
  });
});

describe('page ETags', () => {
  it('follow the body: the same bytes the same tag, one changed byte another tag', () => {
    const page = Buffer.from('<html lang="en"><body>Habesha kemis 120.00</body></html>');
    expect(htmlEtag(page)).toBe(htmlEtag(Buffer.from(page)));
    expect(htmlEtag(page)).not.toBe(htmlEtag(Buffer.from('<html lang="en"><body>Habesha kemis 121.00</body></html>')));
    expect(htmlEtag(page)).not.toBe(htmlEtag(Buffer.from('<html lang="am-ET"><body>Habesha kemis 120.00</body></html>')));
    expect(htmlEtag(page)).toMatch(/^"[\w-]{27}"$/);
  });

  it('match If-None-Match as browsers send it: exact, weak, in a list, or *', () => {
    const tag = htmlEtag(Buffer.from('x'));
    expect(ifNoneMatch(tag, tag)).toBe(true);
    expect(ifNoneMatch(`W/${tag}`, tag)).toBe(true);
    expect(ifNoneMatch(`"old", ${tag}`, tag)).toBe(true);
    expect(ifNoneMatch('*', tag)).toBe(true);
    expect(ifNoneMatch(undefined, tag)).toBe(false);
    expect(ifNoneMatch('', tag)).toBe(false);
    expect(ifNoneMatch('"other"', tag)).toBe(false);
    expect(ifNoneMatch(tag.slice(0, -2) + '"', tag)).toBe(false);
  });
});
