import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { interpolate, Translator, type Bundle } from './translator';

const resources = {
  en: {
    common: {
      actions: { save: 'Save', remove: 'Remove' },
      items_one: '{{count}} item',
      items_other: '{{count}} items',
      items_zero: 'No items',
      greeting: 'Hello, {{name}}',
      only: 'English only',
      'dotted.key': 'a key with a dot',
      list: ['first {{x}}', { title: 'second {{x}}' }],
    },
    cart: { title: 'Your Cart', lines_one: '{{count}} line', lines_other: '{{count}} lines', save: 'Save cart' },
  },
  'am-ET': {
    common: { actions: { save: 'አስቀምጥ' }, items_one: '{{count}} ዕቃ', items_other: '{{count}} ዕቃዎች', greeting: 'ሰላም {{name}}' },
    cart: { title: 'የእርስዎ ጋሪ' },
  },
} satisfies Record<string, Record<string, Bundle>>;

const make = (language = 'en') => new Translator({ resources, language, fallbackLanguage: 'en', defaultNamespace: 'common', fallbackNamespace: 'common' });

describe('Translator.t', () => {
  it('reads nested keys, namespaced keys and keys that hold a dot', () => {
    const i18n = make();
    expect(i18n.t('actions.save')).toBe('Save');
    expect(i18n.t('cart:title')).toBe('Your Cart');
    expect(i18n.t('title', { ns: 'cart' })).toBe('Your Cart');
    expect(i18n.t('dotted.key')).toBe('a key with a dot');
  });

  it('looks in the namespace in every language before the fallback namespace (i18next order)', () => {
    const am = make('am-ET');
    // cart.save is English-only in `cart`, and `common` has an Amharic save: the namespace wins.
    expect(am.t('save', { ns: 'cart' })).toBe('Save cart');
    expect(am.t('title', { ns: 'cart' })).toBe('የእርስዎ ጋሪ');
    // Not in `cart` at all: the fallback namespace in Amharic.
    expect(am.t('actions.save', { ns: 'cart' })).toBe('አስቀምጥ');
    // Not in Amharic: English.
    expect(am.t('only')).toBe('English only');
    expect(am.t('actions.remove')).toBe('Remove');
  });

  it('chooses plural forms by the language and the count, with _zero for 0', () => {
    const en = make();
    expect(en.t('items', { count: 1 })).toBe('1 item');
    expect(en.t('items', { count: 3 })).toBe('3 items');
    expect(en.t('items', { count: 0 })).toBe('No items');
    const am = make('am-ET');
    // Amharic counts 0 and 1 as "one"; `_zero` exists only in English and English is later in the chain.
    expect(am.t('items', { count: 1 })).toBe('1 ዕቃ');
    expect(am.t('items', { count: 5 })).toBe('5 ዕቃዎች');
    expect(am.t('lines', { ns: 'cart', count: 2 })).toBe('2 lines');
  });

  it('fills placeholders, keeps those with no value, and empties those passed as undefined', () => {
    const en = make();
    expect(en.t('greeting', { name: 'Selam' })).toBe('Hello, Selam');
    expect(en.t('greeting')).toBe('Hello, {{name}}');
    expect(en.t('greeting', { name: undefined })).toBe('Hello, ');
    expect(en.t('greeting', { name: '{{x}}', x: 'no' })).toBe('Hello, {{x}}');
  });

  it('returns the key (without its namespace) or the default value when nothing has it', () => {
    const en = make();
    expect(en.t('cart:nope.missing')).toBe('nope.missing');
    expect(en.t('missing', { defaultValue: 'Default {{n}}', n: 2 })).toBe('Default 2');
    // An object is not a text unless asked for.
    expect(en.t('actions')).toBe('actions');
  });

  it('returns objects and lists with their strings filled when asked', () => {
    expect(make().t('list', { returnObjects: true, x: 1 })).toEqual(['first 1', { title: 'second 1' }]);
    expect(make().t('none', { returnObjects: true, defaultValue: [] })).toEqual([]);
  });

  it('honours lng per call and in getFixedT', () => {
    const en = make();
    expect(en.t('actions.save', { lng: 'am-ET' })).toBe('አስቀምጥ');
    expect(en.getFixedT('am-ET', 'cart')('title')).toBe('የእርስዎ ጋሪ');
    expect(en.getFixedT(null, 'cart')('title')).toBe('Your Cart');
  });

  it('exists finds texts and objects in the chain', () => {
    const am = make('am-ET');
    expect(am.exists('only')).toBe(true);
    expect(am.exists('actions')).toBe(true);
    expect(am.exists('cart:title')).toBe(true);
    expect(am.exists('cart:nothing')).toBe(false);
  });
});

describe('Translator loading and language', () => {
  it('loads a namespace in the language and English once, and a failed load counts as loaded', async () => {
    const calls: string[] = [];
    const i18n = new Translator({
      resources: { en: { common: {} } },
      language: 'am-ET',
      fallbackLanguage: 'en',
      defaultNamespace: 'common',
      fallbackNamespace: 'common',
      load: (lng, ns) => {
        calls.push(`${lng}/${ns}`);
        if (ns === 'broken') return Promise.reject(new Error('offline'));
        return Promise.resolve(ns === 'sale' ? { title: `${lng} sale` } : undefined);
      },
    });
    expect(i18n.hasLoadedNamespaces(['sale'])).toBe(false);
    await Promise.all([i18n.loadNamespaces('sale'), i18n.loadNamespaces(['sale'])]);
    expect(calls.sort()).toEqual(['am-ET/sale', 'en/sale']);
    expect(i18n.t('sale:title')).toBe('am-ET sale');
    await i18n.loadNamespaces('broken');
    expect(i18n.hasLoadedNamespaces(['sale', 'broken'])).toBe(true);
    expect(i18n.t('broken:x')).toBe('x');
  });

  it('tells listeners once the language changes, and not for the same language', async () => {
    const i18n = make();
    const seen: string[] = [];
    const listener = (lng: string) => seen.push(lng);
    i18n.on('languageChanged', listener);
    await i18n.changeLanguage('am-ET');
    await i18n.changeLanguage('am-ET');
    i18n.off('languageChanged', listener);
    await i18n.changeLanguage('en');
    expect(seen).toEqual(['am-ET']);
  });

  it('clones share texts but not the language or the namespaces used', () => {
    const base = make();
    const clone = base.clone('am-ET');
    clone.usedNamespaces.add('cart');
    base.addResourceBundle('am-ET', 'cart', { added: 'አዲስ' });
    expect(clone.t('cart:added')).toBe('አዲስ');
    expect(base.language).toBe('en');
    expect([...base.usedNamespaces]).toEqual([]);
  });

  it('merges added bundles deeply, overwriting only when asked', () => {
    const i18n = make();
    i18n.addResourceBundle('en', 'common', { actions: { save: 'Keep' }, extra: 'x' }, true, false);
    expect(i18n.t('actions.save')).toBe('Save');
    expect(i18n.t('extra')).toBe('x');
    i18n.addResourceBundle('en', 'common', { actions: { save: 'Store' } }, true, true);
    expect(i18n.t('actions.save')).toBe('Store');
    expect(i18n.t('actions.remove')).toBe('Remove');
  });
});

describe('interpolate', () => {
  const name = fc.stringMatching(/^[a-zA-Z]\w{0,8}$/);
  it('text without placeholders is returned as it is', () => {
    fc.assert(fc.property(fc.string().filter((s) => !s.includes('{{')), fc.dictionary(name, fc.string()), (text, values) => interpolate(text, values) === text));
  });

  it('every placeholder with a value is replaced by it, and values are never read as placeholders', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.string().filter((s) => !s.includes('{{')), name), { maxLength: 5 }), fc.string(), (parts, value) => {
        const values = Object.fromEntries(parts.map(([, n]) => [n, value]));
        const text = parts.map(([lit, n]) => `${lit}{{${n}}}`).join('');
        const expected = parts.map(([lit]) => `${lit}${value}`).join('');
        return interpolate(text, values) === expected;
      }),
    );
  });
});
