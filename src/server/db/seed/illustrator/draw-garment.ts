import { accessory } from './garments/accessory';
import { coupleSet } from './garments/couple-set';
import { habeshaKemis } from './garments/habesha-kemis';
import { kidsSet } from './garments/kids-set';
import { mensShirt } from './garments/mens-shirt';
import { mensSuit } from './garments/mens-suit';
import { modernKemis } from './garments/modern-kemis';
import { netela } from './garments/netela';
import { weddingDress } from './garments/wedding-dress';
import type { Look } from './look';
import { PALETTES } from './palettes';
import { PATTERN_COUNT } from './patterns';
import { hashInts, mulberry32 } from './prng';
import { Doc } from './svg';
import type { GarmentKind, IllustrationSpec, Palette } from './types';

type KindDrawer = (doc: Doc, look: Look, view: number) => string;

const DRAWERS: Record<GarmentKind, KindDrawer> = {
  'habesha-kemis': habeshaKemis,
  'modern-kemis': modernKemis,
  'mens-shirt': mensShirt,
  'mens-suit': mensSuit,
  netela,
  'kids-set': kidsSet,
  'couple-set': coupleSet,
  'wedding-dress': weddingDress,
  accessory,
};

const KIND_SALT: Record<GarmentKind, number> = {
  'habesha-kemis': 1,
  'modern-kemis': 2,
  'mens-shirt': 3,
  'mens-suit': 4,
  netela: 5,
  'kids-set': 6,
  'couple-set': 7,
  'wedding-dress': 8,
  accessory: 9,
};

export function paletteForSeed(seed: number): Palette {
  const p = PALETTES[hashInts(seed, 0x9a1) % PALETTES.length] ?? PALETTES[0];
  if (!p) throw new Error('PALETTES is empty');
  return p;
}

export function resolveLook(kind: GarmentKind, seed: number, palette?: Palette, pattern?: number): Look {
  return {
    palette: palette ?? paletteForSeed(seed),
    pattern: pattern ?? hashInts(seed, 0x7e1) % PATTERN_COUNT,
    // Salted per kind so seed 7 of a kemis and seed 7 of a shirt are unrelated designs.
    rng: mulberry32(hashInts(seed, KIND_SALT[kind])),
    seed,
  };
}

export const CANVAS = { width: 800, height: 1000 } as const;

export function drawGarment(spec: IllustrationSpec): string {
  const seed = Math.trunc(spec.seed);
  const view = ((Math.trunc(spec.view) % 4) + 4) % 4;
  const look = resolveLook(spec.kind, seed, spec.palette, spec.pattern);
  const doc = new Doc();
  const body = DRAWERS[spec.kind](doc, look, view);
  return doc.render(CANVAS.width, CANVAS.height, body);
}
