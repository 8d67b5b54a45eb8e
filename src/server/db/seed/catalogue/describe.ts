import type { Bi, RegionInfo } from './places';
import { pick, type Rng } from './prng';
import {
  ACCESSORY_USE,
  CRAFT_NOTE,
  CRAFT_NOTE_ACCESSORY,
  KIND_INFO,
  PALETTE_COLOURS,
  TEXTILE_STORAGE_TIPS,
  type GarmentType,
  type Material,
  type Motif,
  type Occasion,
} from './vocabulary';

/** Everything a description is built from; the same parts feed the English and the Amharic text. */
export interface DescriptionParts {
  type: GarmentType;
  material: Material;
  motif: Motif;
  place: Bi;
  region: RegionInfo;
  palette: number;
}

function article(word: string): string {
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** 'Lalibela in the Amhara region' / 'ላሊበላ (አማራ)'; just the place when it shares the region's name. */
function placeFull(place: Bi, region: RegionInfo): Bi {
  return {
    en: place.en === region.name ? place.en : `${place.en} in ${region.enIn}`,
    am: place.am === region.am ? place.am : `${place.am} (${region.am})`,
  };
}

type Template = (p: { noun: Bi; material: Material; motif: Motif; where: Bi }) => Bi;

const GARMENT_OPENINGS: readonly Template[] = [
  ({ noun, material, motif, where }) => ({
    en: `Made from ${material.en}, this ${noun.en} carries ${article(motif.desc.en)} ${motif.desc.en} tibeb border inspired by ${where.en}.`,
    am: `${material.amFrom} የተሰራው ይህ ${noun.am} በ${where.am} ባህል የተቃኘ ${motif.desc.am} ጥበብ ጥለት አለው።`,
  }),
  ({ noun, material, motif, where }) => ({
    en: `This ${noun.en} is made from ${material.en} and finished by hand with ${article(motif.desc.en)} ${motif.desc.en} tibeb drawn from the weaving traditions of ${where.en}.`,
    am: `ይህ ${noun.am} ${material.amFrom} የተሰራ ሲሆን ከ${where.am} የሽመና ባህል በተወሰደ ${motif.desc.am} ጥበብ በእጅ ተጠናቋል።`,
  }),
  ({ noun, material, motif, where }) => ({
    en: `${capitalise(article(motif.desc.en))} ${motif.desc.en} tibeb, woven in the style of ${where.en}, frames the hem of this ${material.enAdj} ${noun.en}.`,
    am: `በ${where.am} አሰራር የተሸመነ ${motif.desc.am} ጥበብ የዚህን ${material.amMod} ${noun.am} ጫፍ ያስውባል።`,
  }),
];

const ACCESSORY_OPENINGS: readonly Template[] = [
  ({ noun, material, motif, where }) => ({
    en: `Made from ${material.en}, this ${noun.en} features ${article(motif.desc.en)} ${motif.desc.en} design inspired by ${where.en}.`,
    am: `${material.amFrom} የተሰራው ይህ ${noun.am} በ${where.am} ባህል የተቃኘ ${motif.desc.am} ንድፍ አለው።`,
  }),
  ({ noun, material, motif, where }) => ({
    en: `This ${noun.en} is crafted from ${material.en}, with ${article(motif.desc.en)} ${motif.desc.en} pattern drawn from the crafts of ${where.en}.`,
    am: `ይህ ${noun.am} ${material.amFrom} የተሰራ ሲሆን ከ${where.am} የእደ ጥበብ ባህል የተወሰደ ${motif.desc.am} ንድፍ አለው።`,
  }),
];

function pickOccasion(rng: Rng, all: readonly Occasion[], region: RegionInfo, menswear: boolean): Occasion {
  const occasions = menswear ? all.filter((o) => !o.womenOnly) : all;
  const regional = occasions.filter((o) => o.regions?.includes(region.name));
  const general = occasions.filter((o) => !o.regions);
  if (regional.length > 0 && rng() < 0.5) return pick(rng, regional);
  return pick(rng, general.length > 0 ? general : occasions);
}

/** Three or four sentences; English and Amharic say the same thing. */
export function composeDescription(rng: Rng, parts: DescriptionParts): Bi {
  const { type, material, motif, place, region, palette } = parts;
  const kind = KIND_INFO[type.kind];
  const isAccessory = type.kind === 'accessory';
  const where = placeFull(place, region);
  const sentences: Bi[] = [];

  sentences.push(pick(rng, isAccessory ? ACCESSORY_OPENINGS : GARMENT_OPENINGS)({ noun: type.noun, material, motif, where }));

  const extra = rng();
  const colour = PALETTE_COLOURS[palette];
  if (!isAccessory && extra < 0.45 && colour) {
    sentences.push({
      en: `The tibeb is worked in ${colour.en} thread on a natural white ground.`,
      am: `ጥበቡ በተፈጥሯዊ ነጭ መደብ ላይ በ${colour.am} ክር የተሰራ ነው።`,
    });
  }

  const use = isAccessory ? ACCESSORY_USE[type.noun.en] : pick(rng, type.fits ?? kind.fits);
  if (use) sentences.push(use);

  sentences.push(pickOccasion(rng, kind.occasions, region, type.menswear === true).text);

  if (extra >= 0.45 && extra < 0.65) sentences.push(isAccessory ? CRAFT_NOTE_ACCESSORY : CRAFT_NOTE);

  return { en: sentences.map((s) => s.en).join(' '), am: sentences.map((s) => s.am).join(' ') };
}

/** The care text in both languages (the same draws as ever, so seeded catalogues stay the same). */
export function composeCare(rng: Rng, material: Material): Bi {
  if (material.textile && rng() < 0.5) {
    const tip = pick(rng, TEXTILE_STORAGE_TIPS);
    return { en: `${material.care} ${tip.en}`, am: `${material.careAm} ${tip.am}` };
  }
  return { en: material.care, am: material.careAm };
}
