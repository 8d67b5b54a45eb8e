import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FITS, MEASUREMENT_SOURCES, SIZE_CATEGORIES } from '@domain/sizing/types';

/*
 * The components build some keys of `sizing-profiles` from values (a source, a category, a fit,
 * a confidence label...), which the static key check of lib/locales.test.ts cannot see. Every
 * value those keys can take must have a text in both languages.
 */
const load = (lang: string) => JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../../locales/${lang}/sizing-profiles.json`), 'utf8')) as unknown;

function get(tree: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined), tree);
}

const dynamicKeys = [
  ...SIZE_CATEGORIES.map((c) => `categories.${c}`),
  ...FITS.map((f) => `fits.${f}`),
  ...MEASUREMENT_SOURCES.map((s) => `sources.${s}`),
  ...['guide', 'fit'].map((m) => `methods.${m}`),
  ...['High', 'Medium', 'Low'].map((l) => `badge.confidence.${l}`),
  ...['excellent', 'good', 'fair', 'poor'].map((l) => `viewer.levels.${l}`),
  ...['metric', 'inches'].map((u) => `viewer.units.${u}`),
  ...['cm', 'in', 'kg', 'lb', 'm', 'ft'].map((u) => `units.${u}`),
  ...['save', 'update', 'delete', 'primary'].flatMap((a) => [`toasts.${a}.error`, `toasts.${a}.done`]),
  ...['PROFILE_NAME_REQUIRED', 'PROFILE_NAME_TOO_LONG'].map((c) => `errors.${c}`),
  ...['PROFILE_LIMIT', 'PROFILE_NOT_FOUND', 'UNAUTHENTICATED', 'VALIDATION_FAILED', 'NETWORK_ERROR', 'RATE_LIMITED', 'INTERNAL'].map((c) => `errors.codes.${c}`),
];

describe('sizing-profiles texts', () => {
  it.each(['en', 'am-ET'])('has every key built from a value in %s', (lang) => {
    const tree = load(lang);
    const missing = dynamicKeys.filter((key) => typeof get(tree, key) !== 'string' || get(tree, key) === '');
    expect(missing).toEqual([]);
  });

  it('keeps the spec’s exact English texts', () => {
    const en = load('en');
    expect(get(en, 'signIn.title')).toBe('Please sign in to save measurements.');
    expect(get(en, 'empty.title')).toBe('No saved profiles yet');
    expect(get(en, 'loadError')).toBe('Error loading profiles: Could not load your saved measurements');
    expect(get(en, 'toasts.save.error')).toBe('Error saving profile');
    expect(get(en, 'toasts.update.error')).toBe('Error updating profile');
    expect(get(en, 'toasts.delete.error')).toBe('Error deleting profile');
    expect(get(en, 'toasts.primary.error')).toBe('Error updating primary profile');
    expect(get(en, 'invalid.title')).toBe('Invalid Measurements');
    expect(get(en, 'invalid.body')).toBe('These measurements are no longer valid or belong to a different user. Please take new measurements.');
    expect(get(en, 'badge.attached')).toBe('Measurements attached');
    expect(get(en, 'badge.noSizeNeeded')).toBe('Size selection not required');
    expect(get(en, 'badge.whatTitle')).toBe('What gets attached?');
    expect(get(en, 'save.makePrimary')).toBe('Make this my primary profile');
  });
});
