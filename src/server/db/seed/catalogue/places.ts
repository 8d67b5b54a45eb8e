import type { Region } from '../../../../domain/catalog/constants';

/** Text in both interface languages. */
export interface Bi {
  en: string;
  am: string;
}

export interface RegionInfo {
  name: Region;
  /** Amharic name. */
  am: string;
  /** English phrase after "in": 'the Amhara region', 'Addis Ababa'. */
  enIn: string;
  /** Relative share of products when a region is drawn at random. */
  weight: number;
  /** Towns, districts and landmarks used in product names. */
  places: readonly Bi[];
}

export const REGION_INFO: readonly RegionInfo[] = Object.freeze([
  {
    name: 'Addis Ababa',
    am: 'አዲስ አበባ',
    enIn: 'Addis Ababa',
    weight: 14,
    places: [
      { en: 'Entoto', am: 'እንጦጦ' },
      { en: 'Shiro Meda', am: 'ሽሮ ሜዳ' },
      { en: 'Piassa', am: 'ፒያሳ' },
      { en: 'Arat Kilo', am: 'አራት ኪሎ' },
    ],
  },
  {
    name: 'Afar',
    am: 'አፋር',
    enIn: 'the Afar region',
    weight: 4,
    places: [
      { en: 'Semera', am: 'ሰመራ' },
      { en: 'Danakil', am: 'ዳናኪል' },
      { en: 'Awash', am: 'አዋሽ' },
      { en: 'Erta Ale', am: 'ኤርታ አሌ' },
    ],
  },
  {
    name: 'Amhara',
    am: 'አማራ',
    enIn: 'the Amhara region',
    weight: 16,
    places: [
      { en: 'Lalibela', am: 'ላሊበላ' },
      { en: 'Gondar', am: 'ጎንደር' },
      { en: 'Bahir Dar', am: 'ባሕር ዳር' },
      { en: 'Tana', am: 'ጣና' },
      { en: 'Debre Birhan', am: 'ደብረ ብርሃን' },
      { en: 'Wollo', am: 'ወሎ' },
    ],
  },
  {
    name: 'Benishangul-Gumuz',
    am: 'ቤኒሻንጉል ጉሙዝ',
    enIn: 'the Benishangul-Gumuz region',
    weight: 4,
    places: [
      { en: 'Asosa', am: 'አሶሳ' },
      { en: 'Metekel', am: 'መተከል' },
      { en: 'Bambasi', am: 'ባምባሲ' },
    ],
  },
  {
    name: 'Dire Dawa',
    am: 'ድሬ ዳዋ',
    enIn: 'Dire Dawa',
    weight: 5,
    places: [
      { en: 'Dire Dawa', am: 'ድሬ ዳዋ' },
      { en: 'Kezira', am: 'ከዚራ' },
      { en: 'Sabian', am: 'ሳቢያን' },
    ],
  },
  {
    name: 'Gambela',
    am: 'ጋምቤላ',
    enIn: 'the Gambela region',
    weight: 4,
    places: [
      { en: 'Gambela', am: 'ጋምቤላ' },
      { en: 'Baro', am: 'ባሮ' },
      { en: 'Itang', am: 'ኢታንግ' },
    ],
  },
  {
    name: 'Harari',
    am: 'ሐረሪ',
    enIn: 'the Harari region',
    weight: 6,
    places: [
      { en: 'Harar', am: 'ሐረር' },
      { en: 'Jugol', am: 'ጀጎል' },
    ],
  },
  {
    name: 'Oromia',
    am: 'ኦሮሚያ',
    enIn: 'Oromia',
    weight: 14,
    places: [
      { en: 'Jimma', am: 'ጅማ' },
      { en: 'Adama', am: 'አዳማ' },
      { en: 'Bale', am: 'ባሌ' },
      { en: 'Ambo', am: 'አምቦ' },
      { en: 'Bishoftu', am: 'ቢሾፍቱ' },
      { en: 'Nekemte', am: 'ነቀምት' },
    ],
  },
  {
    name: 'Sidama',
    am: 'ሲዳማ',
    enIn: 'the Sidama region',
    weight: 6,
    places: [
      { en: 'Hawassa', am: 'ሀዋሳ' },
      { en: 'Yirgalem', am: 'ይርጋለም' },
      { en: 'Aleta Wondo', am: 'አለታ ወንዶ' },
    ],
  },
  {
    name: 'Somali',
    am: 'ሶማሌ',
    enIn: 'the Somali region',
    weight: 4,
    places: [
      { en: 'Jijiga', am: 'ጅግጅጋ' },
      { en: 'Gode', am: 'ጎዴ' },
      { en: 'Kebri Dahar', am: 'ቀብሪ ደሃር' },
    ],
  },
  {
    name: 'Southern Nations',
    am: 'ደቡብ ብሔሮች',
    enIn: 'the Southern Nations region',
    weight: 10,
    places: [
      { en: 'Dorze', am: 'ዶርዜ' },
      { en: 'Chencha', am: 'ጨንጫ' },
      { en: 'Arba Minch', am: 'አርባ ምንጭ' },
      { en: 'Konso', am: 'ኮንሶ' },
      { en: 'Wolkite', am: 'ወልቂጤ' },
      { en: 'Jinka', am: 'ጂንካ' },
    ],
  },
  {
    name: 'Tigray',
    am: 'ትግራይ',
    enIn: 'Tigray',
    weight: 12,
    places: [
      { en: 'Axum', am: 'አክሱም' },
      { en: 'Adwa', am: 'ዓድዋ' },
      { en: 'Mekelle', am: 'መቀሌ' },
      { en: 'Adigrat', am: 'ዓዲግራት' },
    ],
  },
] satisfies RegionInfo[]);

const BY_NAME = new Map<string, RegionInfo>(REGION_INFO.map((r) => [r.name, r]));

export function regionInfo(name: string): RegionInfo {
  const info = BY_NAME.get(name);
  if (!info) throw new RangeError(`Unknown region: ${name}`);
  return info;
}
