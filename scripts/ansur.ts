/**
 * Loader for the ANSUR II public survey kept in `datasets/ansur2/` (see its README.md for
 * provenance, units and the column map). Node-only: it reads files, so it lives in scripts/ and
 * is imported by the estimator fitting script and by the accuracy tests, never by domain code.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MeasurementKey, Measurements } from '../src/domain/sizing/types';

export type Sex = 'male' | 'female';
export type AdultCategory = 'men' | 'women';

export const ANSUR_DIR = fileURLToPath(new URL('../datasets/ansur2/', import.meta.url));

export const ANSUR_FILES: Readonly<Record<Sex, string>> = {
  male: 'ANSUR_II_MALE_Public.csv',
  female: 'ANSUR_II_FEMALE_Public.csv',
};

/** One survey participant, converted to the shop's keys (cm / kg). */
export interface Person {
  /** 'M' or 'F' followed by the survey's subject id, unique across both files. */
  id: string;
  sex: Sex;
  category: AdultCategory;
  ageYears: number;
  measurements: Measurements & { height_cm: number; weight_kg: number };
}

/**
 * How each shop key is computed from the survey's columns (millimetres, weight in 0.1 kg).
 * Mirrors the README's column map; the two garment lengths are our own derivation (see below).
 */
interface KeySource {
  columns: readonly string[];
  compute: (v: readonly number[]) => number;
  /** Limits the key to one sex: women's chest girth is taken at bust level, so it is the bust. */
  sex?: Sex;
  description: string;
}

const mm = (v: readonly number[]): number => (v[0] ?? NaN) / 10;
const diffMm = (v: readonly number[]): number => ((v[0] ?? NaN) - (v[1] ?? NaN)) / 10;

export const ANSUR_KEY_SOURCES: Readonly<Partial<Record<MeasurementKey, KeySource>>> = {
  height_cm: { columns: ['stature'], compute: mm, description: 'stature / 10' },
  weight_kg: { columns: ['weightkg'], compute: mm, description: 'weightkg / 10 (0.1 kg units)' },
  neck_cm: { columns: ['neckcircumference'], compute: mm, description: 'neckcircumference / 10 (below the Adam\'s apple)' },
  shoulder_width_cm: { columns: ['biacromialbreadth'], compute: mm, description: 'biacromialbreadth / 10 (bone breadth, acromion to acromion)' },
  chest_cm: { columns: ['chestcircumference'], compute: mm, sex: 'male', description: 'chestcircumference / 10 (men)' },
  bust_cm: { columns: ['chestcircumference'], compute: mm, sex: 'female', description: 'chestcircumference / 10 (women: taken at bust-point level)' },
  waist_cm: { columns: ['waistcircumference'], compute: mm, description: 'waistcircumference / 10 (at the navel, not the natural waist)' },
  hips_cm: { columns: ['buttockcircumference'], compute: mm, description: 'buttockcircumference / 10' },
  sleeve_cm: { columns: ['sleeveoutseam'], compute: mm, description: 'sleeveoutseam / 10 (acromion to wrist)' },
  bicep_cm: { columns: ['bicepscircumferenceflexed'], compute: mm, description: 'bicepscircumferenceflexed / 10 (flexed)' },
  wrist_cm: { columns: ['wristcircumference'], compute: mm, description: 'wristcircumference / 10' },
  inseam_cm: { columns: ['crotchheight'], compute: mm, description: 'crotchheight / 10 (floor to crotch, body)' },
  outseam_cm: { columns: ['waistheightomphalion'], compute: mm, description: 'waistheightomphalion / 10 (floor to navel-level waist)' },
  thigh_cm: { columns: ['thighcircumference'], compute: mm, description: 'thighcircumference / 10' },
  back_length_cm: { columns: ['waistbacklength'], compute: mm, description: 'waistbacklength / 10 (C7 to waist over the back)' },
  armhole_depth_cm: {
    columns: ['acromialheight', 'axillaheight'],
    compute: diffMm,
    description: '(acromialheight - axillaheight) / 10 (shoulder tip to armpit, vertical)',
  },
  // Garment lengths have no survey column. We derive body distances to a knee-length hem
  // (mid-patella), the usual reference point of a size guide's length line; a longer garment
  // (a floor-length kemis) is a style choice added on top by the designer.
  dress_length_cm: {
    columns: ['cervicaleheight', 'kneeheightmidpatella'],
    compute: diffMm,
    sex: 'female',
    description: '(cervicaleheight - kneeheightmidpatella) / 10: back of the neck (C7) to mid-knee, vertical',
  },
  skirt_length_cm: {
    columns: ['waistheightomphalion', 'kneeheightmidpatella'],
    compute: diffMm,
    sex: 'female',
    description: '(waistheightomphalion - kneeheightmidpatella) / 10: navel-level waist to mid-knee, vertical',
  },
};

export interface CsvTable {
  header: string[];
  rows: string[][];
}

/** The survey files are plain CSV: no quoting, Latin-1, CRLF line ends (see the README). */
export function parseCsv(text: string): CsvTable {
  const lines = text.split(/\r?\n/).filter((line) => line.length > 0);
  const [headerLine, ...rest] = lines;
  if (headerLine === undefined) return { header: [], rows: [] };
  const header = headerLine.split(',');
  const rows = rest.map((line, i) => {
    const cells = line.split(',');
    if (cells.length !== header.length) {
      throw new Error(`CSV row ${i + 2}: ${cells.length} cells, header has ${header.length}`);
    }
    return cells;
  });
  return { header, rows };
}

export function readAnsurFile(sex: Sex, dir: string = ANSUR_DIR): CsvTable {
  return parseCsv(readFileSync(path.join(dir, ANSUR_FILES[sex]), 'latin1'));
}

function toPeople(sex: Sex, table: CsvTable): Person[] {
  const col = new Map(table.header.map((name, i) => [name.toLowerCase(), i] as const));
  const index = (name: string): number => {
    const i = col.get(name.toLowerCase());
    if (i === undefined) throw new Error(`ANSUR ${sex}: missing column ${name}`);
    return i;
  };
  const idIndex = index('subjectid');
  const ageIndex = index('age');
  const sources = Object.entries(ANSUR_KEY_SOURCES)
    .filter(([, source]) => source !== undefined && (source.sex === undefined || source.sex === sex))
    .map(([key, source]) => ({ key: key as MeasurementKey, source: source as KeySource, at: (source as KeySource).columns.map(index) }));

  return table.rows.map((row) => {
    const measurements: Measurements = {};
    for (const { key, source, at } of sources) {
      const value = source.compute(at.map((i) => Number(row[i])));
      if (!Number.isFinite(value)) throw new Error(`ANSUR ${sex} ${row[idIndex]}: ${key} is not a number`);
      measurements[key] = value;
    }
    const { height_cm, weight_kg } = measurements;
    if (height_cm === undefined || weight_kg === undefined) throw new Error('unreachable: height and weight are always mapped');
    return {
      id: `${sex === 'male' ? 'M' : 'F'}${row[idIndex] ?? ''}`,
      sex,
      category: sex === 'male' ? 'men' : 'women',
      ageYears: Number(row[ageIndex]),
      measurements: { ...measurements, height_cm, weight_kg },
    };
  });
}

let cache: readonly Person[] | undefined;

/** Every participant (men first, then women, each in file order), in cm and kg. */
export function loadAnsur(dir: string = ANSUR_DIR): Person[] {
  if (dir === ANSUR_DIR && cache) return [...cache];
  const people = [...toPeople('male', readAnsurFile('male', dir)), ...toPeople('female', readAnsurFile('female', dir))];
  if (dir === ANSUR_DIR) cache = people;
  return [...people];
}
