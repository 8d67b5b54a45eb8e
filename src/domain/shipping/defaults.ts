import type { CategorySlug } from '../catalog/constants';
import { REST_OF_WORLD, type Carrier, type ShippingZone } from './zones';

/**
 * What a parcel weighs when its product says nothing (grams, packed): a kemis with its netela
 * in a garment bag is about 900 g, a netela alone 300 g. The migration and the seed give existing
 * products these; the studio's form starts from them.
 */
export const DEFAULT_WEIGHT_GRAMS_BY_CATEGORY: Readonly<Record<CategorySlug, number>> = {
  'habesha-kemis': 900,
  'mens-traditional': 800,
  'couple-sets': 1600,
  'kids-traditional': 400,
  'modern-fusion': 600,
  'scarves-shawls-netela': 300,
  'wedding-collection': 1400,
  'cultural-accessories': 150,
};
export const DEFAULT_WEIGHT_GRAMS = 700;

export function defaultWeightGrams(categorySlug: string | null | undefined): number {
  return (categorySlug && (DEFAULT_WEIGHT_GRAMS_BY_CATEGORY as Record<string, number>)[categorySlug]) || DEFAULT_WEIGHT_GRAMS;
}

export const DHL: Carrier = { name: 'DHL Express', trackingUrlTemplate: 'https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id={tracking}' };
export const EMS: Carrier = { name: 'EMS Ethiopia', trackingUrlTemplate: 'https://www.ethiopost.et/track?number={tracking}' };
export const ADDIS_COURIER: Carrier = { name: 'Addis courier', trackingUrlTemplate: 'https://www.ethiopost.et/courier/track?number={tracking}' };

const bands = (...prices: [number, number, number, number]) => [
  { fromGrams: 0, toGrams: 1000, priceUsdMinor: prices[0] },
  { fromGrams: 1000, toGrams: 2000, priceUsdMinor: prices[1] },
  { fromGrams: 2000, toGrams: 5000, priceUsdMinor: prices[2] },
  { fromGrams: 5000, toGrams: null, priceUsdMinor: prices[3] },
];

const EUROPE = 'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE GB NO CH IS LI MC AD SM VA AL BA ME MK RS UA MD'.split(' ');

export type DefaultZone = ShippingZone & { carriers: Carrier[]; position: number };

/** The shop's zones when it starts: plausible rates (USD cents) and transit in working days. */
export const DEFAULT_ZONES: readonly DefaultZone[] = [
  {
    id: 'addis-ababa',
    nameEn: 'Addis Ababa',
    nameAm: 'አዲስ አበባ',
    countries: ['ET'],
    cities: ['Addis Ababa', 'Addis Abeba', 'Finfinne', 'አዲስ አበባ'],
    bands: bands(300, 300, 500, 900),
    transitMinDays: 1,
    transitMaxDays: 2,
    freeOverUsdMinor: 7_500,
    carriers: [ADDIS_COURIER],
    position: 0,
  },
  {
    id: 'ethiopia',
    nameEn: 'Rest of Ethiopia',
    nameAm: 'ሌሎች የኢትዮጵያ ከተሞች',
    countries: ['ET'],
    cities: [],
    bands: bands(600, 800, 1_200, 1_800),
    transitMinDays: 2,
    transitMaxDays: 5,
    freeOverUsdMinor: 10_000,
    carriers: [EMS],
    position: 1,
  },
  {
    id: 'east-africa',
    nameEn: 'East Africa',
    nameAm: 'ምሥራቅ አፍሪካ',
    countries: ['KE', 'DJ', 'ER', 'SO', 'SS', 'SD', 'UG', 'TZ', 'RW', 'BI'],
    cities: [],
    bands: bands(1_800, 2_600, 4_200, 6_500),
    transitMinDays: 4,
    transitMaxDays: 8,
    freeOverUsdMinor: null,
    carriers: [DHL, EMS],
    position: 2,
  },
  {
    id: 'gulf',
    nameEn: 'Middle East (Gulf)',
    nameAm: 'መካከለኛው ምሥራቅ (ባሕረ ሰላጤ)',
    countries: ['AE', 'SA', 'QA', 'KW', 'BH', 'OM'],
    cities: [],
    bands: bands(2_200, 3_000, 4_800, 7_500),
    transitMinDays: 4,
    transitMaxDays: 7,
    freeOverUsdMinor: null,
    carriers: [DHL, EMS],
    position: 3,
  },
  {
    id: 'europe-uk',
    nameEn: 'Europe and the UK',
    nameAm: 'አውሮፓ እና ዩናይትድ ኪንግደም',
    countries: EUROPE,
    cities: [],
    bands: bands(2_500, 3_500, 5_500, 8_500),
    transitMinDays: 5,
    transitMaxDays: 9,
    freeOverUsdMinor: 25_000,
    carriers: [DHL, EMS],
    position: 4,
  },
  {
    id: 'north-america',
    nameEn: 'North America',
    nameAm: 'ሰሜን አሜሪካ',
    countries: ['US', 'CA'],
    cities: [],
    bands: bands(2_800, 3_800, 5_900, 9_000),
    transitMinDays: 6,
    transitMaxDays: 10,
    freeOverUsdMinor: 25_000,
    carriers: [DHL, EMS],
    position: 5,
  },
  {
    id: 'rest-of-world',
    nameEn: 'Rest of the world',
    nameAm: 'ሌላው ዓለም',
    countries: [REST_OF_WORLD],
    cities: [],
    bands: bands(3_500, 4_800, 7_500, 11_000),
    transitMinDays: 8,
    transitMaxDays: 15,
    freeOverUsdMinor: null,
    carriers: [DHL, EMS],
    position: 6,
  },
];
