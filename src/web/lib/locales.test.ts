import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const localesDir = path.resolve(import.meta.dirname, '../locales');
const webDir = path.resolve(import.meta.dirname, '..');

type Tree = { [key: string]: string | Tree | Tree[] | string[] };

function flatten(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null || Array.isArray(tree)) return [prefix];
  return Object.entries(tree as Tree).flatMap(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k));
}

function load(lang: string): Record<string, Tree> {
  const dir = path.join(localesDir, lang);
  return Object.fromEntries(readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => [f.replace(/\.json$/, ''), JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as Tree]));
}

/** The web app's source files (not its tests). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const en = load('en');
const am = load('am-ET');

describe('locales', () => {
  it('have the same namespaces and the same keys in English and Amharic', () => {
    expect(Object.keys(am).sort()).toEqual(Object.keys(en).sort());
    for (const ns of Object.keys(en)) {
      expect(flatten(am[ns]).sort(), `namespace ${ns}`).toEqual(flatten(en[ns]).sort());
    }
  });

  it('are actually translated: Amharic values are in Ethiopic script', () => {
    const values = (tree: unknown): string[] =>
      typeof tree === 'string' ? [tree] : typeof tree === 'object' && tree ? Object.values(tree).flatMap(values) : [];
    for (const ns of Object.keys(am)) {
      const texts = values(am[ns]).filter((v) => /[A-Za-z]{4,}/.test(v.replace(/\{\{[^}]+\}\}/g, '')));
      const ethiopic = values(am[ns]).filter((v) => /[\u1200-\u137F]/.test(v));
      // Brand names, emails and currency codes may stay Latin, but most text must not.
      expect(ethiopic.length, `namespace ${ns}`).toBeGreaterThan(texts.length * 0.5);
    }
  });

  it('keep every interpolation variable of English in Amharic', () => {
    const vars = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    const walk = (a: unknown, b: unknown, where: string) => {
      if (typeof a === 'string') {
        expect(vars(String(b)), where).toEqual(vars(a));
        return;
      }
      if (typeof a === 'object' && a) for (const [k, v] of Object.entries(a)) walk(v, (b as Record<string, unknown>)?.[k], `${where}.${k}`);
    };
    for (const ns of Object.keys(en)) walk(en[ns], am[ns], ns);
  });

  it('contain every static key the code asks for', () => {
    const files = sourceFiles(webDir);
    const missing: string[] = [];
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      // useTranslation('cart') or textsOf('cart'): a key is looked up there, then in common
      // (the translator's fallback namespace).
      const named = [...source.matchAll(/(?:useTranslation|textsOf)\(\[?((?:'[\w-]+'(?:,\s*)?)+)/g)].flatMap((m) => [...(m[1] ?? '').matchAll(/'([\w-]+)'/g)].map((n) => n[1] ?? ''));
      const namespaces = [...named, 'common'];
      const has = (keyNs: string, key: string) => {
        const all = flatten(en[keyNs]);
        return all.some((k) => k.replace(/_(one|other|zero|two|few|many)$/, '') === key || k.startsWith(`${key}.`));
      };
      for (const m of source.matchAll(/\bt\('([a-zA-Z0-9_.:-]+)'/g)) {
        const raw = m[1] as string;
        const found = raw.includes(':') ? has(...(raw.split(':') as [string, string])) : namespaces.some((ns) => has(ns, raw));
        if (!found) missing.push(`${path.relative(webDir, file)}: ${raw}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('name in each file every namespace its keys use (a namespace loads when a component names it; keys of another show raw until then)', () => {
    const files = sourceFiles(webDir);
    const unnamed: string[] = [];
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      const named = new Set(['common']);
      for (const call of source.matchAll(/(?:useTranslation|textsOf|getFixedT)\(([^)]*)\)/g)) for (const ns of (call[1] ?? '').matchAll(/'([\w-]+)'/g)) named.add(ns[1] ?? '');
      for (const m of source.matchAll(/\bt\w*\(['`]([a-z][\w-]*):/g)) if (!named.has(m[1] ?? '')) unnamed.push(`${path.relative(webDir, file)}: ${m[1]}`);
    }
    expect([...new Set(unnamed)]).toEqual([]);
  });
});
