import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEASUREMENT_KEYS } from '@domain/sizing/types';
import { humanizeKey, measurementName, measurementRows } from './measurement-rows';

const localesDir = path.resolve(import.meta.dirname, '../../locales');
const read = (lang: string, ns: string) => JSON.parse(readFileSync(path.join(localesDir, lang, `${ns}.json`), 'utf8')) as Record<string, unknown>;

describe('measurementRows', () => {
  it('gives each measurement in cm and inches, weight in kg and lb, in the guide’s order', () => {
    const rows = measurementRows({ metricsCm: { waist_cm: 80, weight_kg: 60, height_cm: 170, bust_cm: 92.5 } });
    expect(rows.map((r) => r.key)).toEqual(['height_cm', 'weight_kg', 'bust_cm', 'waist_cm']);
    expect(rows[0]).toEqual({ key: 'height_cm', name: 'height', kind: 'length', metric: 170, imperial: 66.93 });
    expect(rows[1]).toEqual({ key: 'weight_kg', name: 'weight', kind: 'weight', metric: 60, imperial: 132.28 });
    expect(rows[2]?.imperial).toBe(36.42);
    expect(rows[3]?.imperial).toBe(31.5);
  });

  it('prefers the imperial values the server sent (they are what the printed sheet shows)', () => {
    const byTwin = measurementRows({ metricsCm: { chest_cm: 100, weight_kg: 70 }, metricsIn: { chest_in: 39.37, weight_lb: 154.32 } });
    expect(byTwin.map((r) => r.imperial)).toEqual([154.32, 39.37]);
    const bySameKey = measurementRows({ metricsCm: { chest_cm: 100 }, metricsIn: { chest_cm: 39.4 } });
    expect(bySameKey[0]?.imperial).toBe(39.4);
  });

  it('drops empty, zero and non-numeric values, and keeps unknown keys after the known ones', () => {
    const rows = measurementRows({
      metricsCm: { torso_cm: 60, chest_cm: 0, neck_cm: Number.NaN, hips_cm: 100, ankle_cm: 22, wrist_cm: 'x' as unknown as number },
    });
    expect(rows.map((r) => r.key)).toEqual(['hips_cm', 'ankle_cm', 'torso_cm']);
  });

  it('copes with no measurements at all', () => {
    expect(measurementRows({ metricsCm: {} })).toEqual([]);
    expect(measurementRows({ metricsCm: undefined as unknown as Record<string, number> })).toEqual([]);
  });
});

describe('measurement names', () => {
  it('strip the unit from a key and make a readable fallback', () => {
    expect(measurementName('shoulder_width_cm')).toBe('shoulder_width');
    expect(measurementName('weight_kg')).toBe('weight');
    expect(humanizeKey('upper_arm_cm')).toBe('Upper arm');
  });

  it('are translated for every measurement the domain knows, in both languages', () => {
    for (const lang of ['en', 'am-ET']) {
      const names = (read(lang, 'orders').measurements as { names: Record<string, string> }).names;
      for (const key of MEASUREMENT_KEYS) expect(names[measurementName(key)], `${lang} ${key}`).toBeTruthy();
    }
  });

  it('are the sizing guide’s own words, so a designer reads what the shopper measured', () => {
    for (const lang of ['en', 'am-ET']) {
      const names = (read(lang, 'orders').measurements as { names: Record<string, string> }).names;
      const guide = read(lang, 'sizing-guide') as { items: Record<string, { title: string }> };
      for (const [name, item] of Object.entries(guide.items)) expect(names[name], `${lang} ${name}`).toBe(item.title);
    }
  });
});
