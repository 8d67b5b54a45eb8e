import type { Region } from '../../../../domain/catalog/constants';
import type { Bi } from './places';
import type { GarmentKind } from './types';

/**
 * Word and sentence parts for product names and descriptions. Every English fragment has its Amharic
 * counterpart, so composed descriptions say the same thing in both languages.
 */

/** A tibeb (woven border) motif. `desc.am` is already in the genitive/modifier form used before ጥበብ. */
export interface Motif {
  id: string;
  name: Bi;
  desc: Bi;
}

export const MOTIFS: readonly Motif[] = Object.freeze([
  { id: 'star', name: { en: 'Star', am: 'ኮከብ' }, desc: { en: 'star', am: 'የኮከብ' } },
  { id: 'cross', name: { en: 'Cross', am: 'መስቀል' }, desc: { en: 'cross', am: 'የመስቀል' } },
  { id: 'adey', name: { en: 'Meskel Flower', am: 'አደይ አበባ' }, desc: { en: 'Meskel flower', am: 'የአደይ አበባ' } },
  { id: 'diamond', name: { en: 'Diamond', am: 'አልማዝ' }, desc: { en: 'diamond', am: 'የአልማዝ' } },
  { id: 'sun', name: { en: 'Sun', am: 'ፀሐይ' }, desc: { en: 'sunburst', am: 'የፀሐይ' } },
  { id: 'crown', name: { en: 'Crown', am: 'ዘውድ' }, desc: { en: 'crown', am: 'የዘውድ' } },
  { id: 'lion', name: { en: 'Lion', am: 'አንበሳ' }, desc: { en: 'lion', am: 'የአንበሳ' } },
  { id: 'dove', name: { en: 'Dove', am: 'ርግብ' }, desc: { en: 'dove', am: 'የርግብ' } },
  { id: 'mesob', name: { en: 'Mesob', am: 'መሶብ' }, desc: { en: 'mesob basket', am: 'የመሶብ' } },
  { id: 'coffee', name: { en: 'Coffee', am: 'ቡና' }, desc: { en: 'coffee bean', am: 'የቡና ፍሬ' } },
  { id: 'heritage', name: { en: 'Heritage', am: 'ቅርስ' }, desc: { en: 'heritage', am: 'የቅርስ' } },
  { id: 'royal', name: { en: 'Royal', am: 'ንጉሣዊ' }, desc: { en: 'royal', am: 'ንጉሣዊ' } },
  { id: 'sunrise', name: { en: 'Sunrise', am: 'ንጋት' }, desc: { en: 'sunrise', am: 'የንጋት' } },
  { id: 'moon', name: { en: 'Moon', am: 'ጨረቃ' }, desc: { en: 'crescent moon', am: 'የጨረቃ' } },
  { id: 'rainbow', name: { en: 'Rainbow', am: 'ቀስተ ደመና' }, desc: { en: 'rainbow', am: 'የቀስተ ደመና' } },
  { id: 'highland', name: { en: 'Highland', am: 'ደጋ' }, desc: { en: 'highland', am: 'የደጋ' } },
  { id: 'sheba', name: { en: 'Sheba', am: 'ሳባ' }, desc: { en: 'Queen of Sheba', am: 'የንግሥተ ሳባ' } },
  { id: 'nile', name: { en: 'Blue Nile', am: 'ዓባይ' }, desc: { en: 'Blue Nile wave', am: 'የዓባይ ሞገድ' } },
  { id: 'fasil', name: { en: 'Fasil', am: 'ፋሲል' }, desc: { en: 'Fasil castle', am: 'የፋሲል ግንብ' } },
  { id: 'kebero', name: { en: 'Kebero', am: 'ከበሮ' }, desc: { en: 'kebero drum', am: 'የከበሮ' } },
  { id: 'begena', name: { en: 'Begena', am: 'በገና' }, desc: { en: 'begena harp', am: 'የበገና' } },
  { id: 'golden', name: { en: 'Golden', am: 'ወርቃማ' }, desc: { en: 'gold-thread', am: 'የወርቅ ክር' } },
  { id: 'wheat', name: { en: 'Wheat', am: 'ስንዴ' }, desc: { en: 'wheat-ear', am: 'የስንዴ ዛላ' } },
  { id: 'shield', name: { en: 'Shield', am: 'ጋሻ' }, desc: { en: 'shield', am: 'የጋሻ' } },
  { id: 'obelisk', name: { en: 'Obelisk', am: 'ሐውልት' }, desc: { en: 'obelisk', am: 'የሐውልት' } },
  { id: 'fidel', name: { en: 'Fidel', am: 'ፊደል' }, desc: { en: "Ge'ez letter", am: 'የግዕዝ ፊደል' } },
] satisfies Motif[]);

/** A cloth or (for accessories) a craft material. */
export interface Material {
  id: string;
  /** Value of products.material. */
  material: string;
  /** Value of products.material_am. */
  materialAm: string;
  /** English phrase after "made from" / "in". */
  en: string;
  /** English adjective before the garment noun: 'this chiffon kemis'. */
  enAdj: string;
  /** Amharic ablative phrase: 'ከሺፎን' ("from chiffon"). */
  amFrom: string;
  /** Amharic modifier before the garment noun: 'የሺፎን'. */
  amMod: string;
  care: string;
  careAm: string;
  /** Nudges the price inside the kind's range (1 = neutral). */
  priceFactor: number;
  textile: boolean;
}

const COTTON_CARE = 'Hand wash cold with a mild soap, or dry clean. Dry flat in the shade and iron on low from the reverse side, avoiding the tibeb.';
const COTTON_CARE_AM = 'በቀዝቃዛ ውኃና በለስላሳ ሳሙና በእጅ ያጥቡ፤ ወይም በደረቅ እጥበት ያሳጥቡ። በጥላ ሥር ዘርግተው ያድርቁ፤ ጥበቡን ሳይነኩ ከውስጥ በኩል በዝቅተኛ ሙቀት ይተኩሱ።';

export const MATERIALS = Object.freeze({
  shemma: {
    id: 'shemma',
    material: 'Hand-spun cotton (shemma)',
    materialAm: 'በእጅ የተፈተለ ጥጥ (ሸማ)',
    en: 'hand-spun shemma cotton',
    enAdj: 'shemma',
    amFrom: 'በእጅ ከተፈተለ የሸማ ጥጥ',
    amMod: 'የሸማ',
    care: COTTON_CARE,
    careAm: COTTON_CARE_AM,
    priceFactor: 1,
    textile: true,
  },
  menen: {
    id: 'menen',
    material: 'Menen (fine silk-blend gauze)',
    materialAm: 'መነን (ቀጭን የሐር ቅይጥ ጨርቅ)',
    en: 'fine menen silk gauze',
    enAdj: 'menen',
    amFrom: 'ከቀጭን የመነን ሐር',
    amMod: 'የመነን',
    care: 'Dry clean only. Store folded in a cotton bag, away from direct sunlight, to protect the silk threads.',
    careAm: 'በደረቅ እጥበት ብቻ ያሳጥቡ። የሐር ክሮቹ እንዳይጎዱ በጥጥ ከረጢት ውስጥ አጣጥፈው ከቀጥታ የፀሐይ ብርሃን ርቀው ያስቀምጡ።',
    priceFactor: 1.25,
    textile: true,
  },
  chiffon: {
    id: 'chiffon',
    material: 'Chiffon with cotton lining',
    materialAm: 'ሺፎን ከጥጥ ሽፋን ጋር',
    en: 'flowing chiffon over a cotton lining',
    enAdj: 'chiffon',
    amFrom: 'በጥጥ ከተለበጠ ሺፎን',
    amMod: 'የሺፎን',
    care: 'Hand wash gently in cool water; do not wring. Hang to dry and steam rather than iron.',
    careAm: 'በቀዝቃዛ ውኃ በእጅ በጥንቃቄ ያጥቡ፤ አይጠምዝዙ። ሰቅለው ያድርቁ፤ በካውያ ከመተኮስ ይልቅ በእንፋሎት ያስተካክሉ።',
    priceFactor: 0.9,
    textile: true,
  },
  gauze: {
    id: 'gauze',
    material: 'Fine cotton gauze',
    materialAm: 'ስስ የጥጥ ጨርቅ',
    en: 'fine cotton gauze',
    enAdj: 'cotton',
    amFrom: 'ከስስ የጥጥ ጨርቅ',
    amMod: 'የጥጥ',
    care: COTTON_CARE,
    careAm: COTTON_CARE_AM,
    priceFactor: 0.85,
    textile: true,
  },
  linen: {
    id: 'linen',
    material: 'Cotton-linen blend',
    materialAm: 'የጥጥና የበፍታ ቅይጥ',
    en: 'a breathable cotton-linen blend',
    enAdj: 'cotton-linen',
    amFrom: 'ከጥጥና ከበፍታ ቅይጥ ጨርቅ',
    amMod: 'የጥጥና የበፍታ',
    care: 'Machine wash cold on a delicate cycle inside a laundry bag. Line dry and iron while slightly damp.',
    careAm: 'በልብስ ማጠቢያ ከረጢት ውስጥ አድርገው በማሽን በቀዝቃዛ ውኃና በለስላሳ ዑደት ያጥቡ። በገመድ ላይ አስጥተው ያድርቁ፤ ትንሽ እርጥበት እያለው ይተኩሱ።',
    priceFactor: 0.95,
    textile: true,
  },
  gabi: {
    id: 'gabi',
    material: 'Heavy hand-spun cotton (gabi weave)',
    materialAm: 'ወፍራም በእጅ የተፈተለ ጥጥ (የጋቢ ሽመና)',
    en: 'heavy, double-woven hand-spun cotton',
    enAdj: 'double-woven',
    amFrom: 'ከወፍራምና ድርብ የእጅ ፈትል ጥጥ',
    amMod: 'ወፍራም',
    care: 'Dry clean, or hand wash in cool water. Dry flat and reshape while damp; never tumble dry.',
    careAm: 'በደረቅ እጥበት ያሳጥቡ ወይም በቀዝቃዛ ውኃ በእጅ ያጥቡ። ዘርግተው ያድርቁ፤ እርጥብ እያለ ቅርጹን ያስተካክሉ፤ በማድረቂያ ማሽን በፍጹም አያድርቁ።',
    priceFactor: 1.2,
    textile: true,
  },
  silver: {
    id: 'silver',
    material: 'Sterling silver',
    materialAm: 'ንጹሕ ብር (ስተርሊንግ)',
    en: 'sterling silver',
    enAdj: 'silver',
    amFrom: 'ከብር',
    amMod: 'የብር',
    care: 'Wipe with a soft, dry cloth after wearing and store in the pouch provided. Keep away from perfume and water.',
    careAm: 'ከለበሱት በኋላ በለስላሳና በደረቅ ጨርቅ ይጥረጉትና አብሮት በመጣው ከረጢት ያስቀምጡት። ከሽቶና ከውኃ ያርቁት።',
    priceFactor: 1.2,
    textile: false,
  },
  brass: {
    id: 'brass',
    material: 'Hand-hammered brass',
    materialAm: 'በእጅ የተቀጠቀጠ ናስ',
    en: 'hand-hammered brass',
    enAdj: 'brass',
    amFrom: 'ከተቀጠቀጠ ናስ',
    amMod: 'የናስ',
    care: 'Polish gently with a soft cloth; brass darkens naturally over time. Keep dry.',
    careAm: 'በለስላሳ ጨርቅ በቀስታ ያወልውሉት፤ ናስ ከጊዜ ጋር በተፈጥሮ ይጠቁራል። ደረቅ ቦታ ያስቀምጡት።',
    priceFactor: 0.85,
    textile: false,
  },
  beads: {
    id: 'beads',
    material: 'Glass and amber-coloured beads',
    materialAm: 'የመስታወትና የአምበር ቀለም ያላቸው ዶቃዎች',
    en: 'glass and amber-coloured beads',
    enAdj: 'beaded',
    amFrom: 'ከመስታወትና ከአምበር ቀለም ዶቃዎች',
    amMod: 'የዶቃ',
    care: 'Keep dry and store flat to protect the thread. Avoid perfume and body lotion.',
    careAm: 'ክሩ እንዳይጎዳ ከእርጥበት ጠብቀው ዘርግተው ያስቀምጡት። ሽቶና የሰውነት ቅባት እንዳይነካው ይጠንቀቁ።',
    priceFactor: 1,
    textile: false,
  },
  wovenLeather: {
    id: 'wovenLeather',
    material: 'Hand-woven cotton and leather',
    materialAm: 'በእጅ የተሸመነ ጥጥና ቆዳ',
    en: 'hand-woven cotton and soft leather',
    enAdj: 'woven',
    amFrom: 'በእጅ ከተሸመነ ጥጥና ከለስላሳ ቆዳ',
    amMod: 'የተሸመነ',
    care: 'Spot clean with a damp cloth. Stuff with paper and store away from direct sunlight.',
    careAm: 'የቆሸሸውን ቦታ ብቻ በእርጥብ ጨርቅ ያጽዱ። በወረቀት ሞልተው ከቀጥታ የፀሐይ ብርሃን ርቀው ያስቀምጡት።',
    priceFactor: 1.1,
    textile: false,
  },
} satisfies Record<string, Material>);

export type MaterialId = keyof typeof MATERIALS;

/** Optional second care sentence for textiles. */
export const TEXTILE_STORAGE_TIPS: readonly Bi[] = Object.freeze([
  { en: 'Store folded with the tibeb on the inside to keep the threads bright.', am: 'ክሮቹ ደምቀው እንዲቆዩ ጥበቡን ወደ ውስጥ አድርገው አጣጥፈው ያስቀምጡ።' },
  { en: 'Avoid bleach and perfume on the woven border.', am: 'በተሸመነው ጠርዝ ላይ በረኪና ወይም ሽቶ አያድርጉ።' },
  { en: 'Wash separately the first time, as natural dyes may release a little colour.', am: 'የተፈጥሮ ቀለሞች ትንሽ ሊለቁ ስለሚችሉ ለመጀመሪያ ጊዜ ለብቻው ያጥቡት።' },
]);

export type SizeScheme = 'women' | 'men' | 'children' | 'couple' | 'one-size';

export interface GarmentType {
  name: Bi;
  /** The plain noun used inside sentences: 'kemis' / 'ቀሚስ'. */
  noun: Bi;
  kind: GarmentKind;
  weight: number;
  /** Overrides the kind's fabrics. */
  materials?: readonly MaterialId[];
  /** Overrides the kind's fit sentences. */
  fits?: readonly Bi[];
  /** Always use this motif (e.g. a cross pendant). */
  fixedMotif?: string;
  /** False when the type name already names the motif ('Cross Pendant'). */
  motifInName?: boolean;
  /** Worn by men: occasions marked womenOnly are skipped. */
  menswear?: boolean;
}

// ---- Fit and styling sentences ---------------------------------------------------------------

const FIT_KEMIS: readonly Bi[] = [
  {
    en: 'Cut in a relaxed, floor-length silhouette with long sleeves; a matching netela is included.',
    am: 'ረጅም እጅጌ ያለውና እስከ መሬት የሚደርስ ዘና ያለ ቅርጽ ያለው ሲሆን ተመሳሳይ ነጠላ አብሮት ይመጣል።',
  },
  {
    en: 'Comes with a woven mekenet sash to shape the waist; order your usual size.',
    am: 'ወገብን የሚያሳምር የተሸመነ መቀነት አብሮት ይመጣል፤ የተለመደውን መጠንዎን ይዘዙ።',
  },
  {
    en: 'The bodice is gently fitted and the skirt falls straight to the floor; if you are between sizes, choose the larger.',
    am: 'የላይኛው ክፍል በመጠኑ የሚገጥም ሲሆን ቀሚሱ ቀጥ ብሎ እስከ መሬት ይወርዳል፤ በሁለት መጠኖች መካከል ከሆኑ ትልቁን ይምረጡ።',
  },
];

const FIT_MODERN: readonly Bi[] = [
  {
    en: 'A modern midi-length dress with side pockets and a hidden back zip.',
    am: 'መካከለኛ ርዝመት፣ የጎን ኪሶችና የተደበቀ የጀርባ ዚፕ ያለው ዘመናዊ ቀሚስ ነው።',
  },
  {
    en: 'Fitted through the shoulders and relaxed below the waist for easy movement.',
    am: 'በትከሻ አካባቢ የሚገጥምና ከወገብ በታች ለእንቅስቃሴ እንዲመች ሰፋ ተደርጎ የተሰፋ ነው።',
  },
];

const FIT_KIMONO: readonly Bi[] = [
  {
    en: 'Wear it open over a slip dress, or belted as a wrap.',
    am: 'ከውስጥ ልብስ በላይ ክፍት አድርገው ወይም በቀበቶ አስረው ሊለብሱት ይችላሉ።',
  },
];

const FIT_SHIRT: readonly Bi[] = [
  {
    en: 'A straight, collarless cut that falls to mid-thigh and is worn loose over trousers.',
    am: 'ኮሌታ የሌለውና እስከ ጭን አጋማሽ የሚደርስ ቀጥ ያለ ቅድ ያለው ሲሆን ከሱሪ በላይ ዘና ብሎ ይለበሳል።',
  },
  {
    en: 'Tailored with a mandarin collar and tibeb-trimmed cuffs; true to size.',
    am: 'አጭር ቀጥ ያለ ኮሌታና በጥበብ ያጌጡ የእጅጌ ጫፎች አሉት፤ መጠኑ ትክክለኛ ነው።',
  },
];

const FIT_SUIT: readonly Bi[] = [
  {
    en: 'The set includes a long shirt, tapered trousers and a matching kuta to drape over the shoulder.',
    am: 'ስብስቡ ረጅም ሸሚዝ፣ ወደ ታች የሚጠብ ሱሪና በትከሻ ላይ የሚጣል ተመሳሳይ ኩታ ይዟል።',
  },
  {
    en: 'A three-piece set of shirt, trousers and a tibeb-edged gabi for cooler evenings.',
    am: 'ሸሚዝ፣ ሱሪና ለቀዝቃዛ ምሽቶች ጫፉ በጥበብ ያጌጠ ጋቢን የያዘ ባለሦስት ክፍል ስብስብ ነው።',
  },
];

const FIT_KUTA_SET: readonly Bi[] = [
  {
    en: 'The set pairs a long shirt and tapered trousers with a matching kuta to drape over the shoulder.',
    am: 'ስብስቡ ረጅም ሸሚዝና ወደ ታች የሚጠብ ሱሪን በትከሻ ላይ ከሚጣል ተመሳሳይ ኩታ ጋር ያጣምራል።',
  },
];

const FIT_KABA: readonly Bi[] = [
  {
    en: 'The embroidered kaba cape is worn over the shirt and trousers for ceremonies.',
    am: 'ጥልፍ ያለው ካባ ለሥነ ሥርዓቶች ከሸሚዙና ከሱሪው በላይ ይለበሳል።',
  },
];

const FIT_NETELA: readonly Bi[] = [
  {
    en: 'Generously sized to drape over the shoulders, with hand-knotted fringes.',
    am: 'ትከሻን ለመሸፈን በቂ ስፋት ያለው ሲሆን በእጅ የተቋጠሩ ዘርፎች አሉት።',
  },
  {
    en: 'Light enough to cover the head at church and warm enough for cool evenings.',
    am: 'በቤተ ክርስቲያን ራስን ለመሸፈን ቀላል፣ ለቀዝቃዛ ምሽቶች ደግሞ በቂ ሙቀት ያለው ነው።',
  },
];

const FIT_KUTA: readonly Bi[] = [
  {
    en: 'Worn over one shoulder in the traditional way, generously sized and finished with hand-knotted fringes.',
    am: 'በባህላዊው መንገድ በአንድ ትከሻ ላይ የሚጣል ሲሆን በቂ ስፋትና በእጅ የተቋጠሩ ዘርፎች አሉት።',
  },
];

const FIT_GABI: readonly Bi[] = [
  {
    en: 'A thick, double-layered weave that keeps you warm on highland mornings.',
    am: 'ወፍራምና ድርብ ሽመና ያለው በመሆኑ በደጋማ አካባቢዎች ጠዋት ላይ ያሞቃል።',
  },
];

const FIT_SCARF: readonly Bi[] = [
  {
    en: 'A long, narrow length to knot at the neck or wear as a light shoulder wrap.',
    am: 'ረጅምና ጠባብ በመሆኑ አንገት ላይ ሊያስሩት ወይም እንደ ቀላል የትከሻ መሸፈኛ ሊጠቀሙበት ይችላሉ።',
  },
];

const FIT_KIDS: readonly Bi[] = [
  {
    en: 'Soft against the skin, with an easy pull-on fit and room to grow.',
    am: 'ለቆዳ ለስላሳ፣ በቀላሉ የሚለበስና ለእድገት ቦታ የሚተው ነው።',
  },
];

const FIT_GIRLS: readonly Bi[] = [
  {
    en: 'A twirl-ready kemis with a soft cotton lining and an easy back fastening.',
    am: 'ለመሽከርከር የሚመች፣ ለስላሳ የጥጥ ሽፋንና በቀላሉ የሚዘጋ የጀርባ መቆለፊያ ያለው ቀሚስ ነው።',
  },
  ...FIT_KIDS,
];

const FIT_BOYS: readonly Bi[] = [
  {
    en: 'A tunic and trousers with an elasticated waist, plus a small matching kuta.',
    am: 'ሸሚዝ፣ ላስቲክ ወገብ ያለው ሱሪና ትንሽ ተመሳሳይ ኩታን ያካትታል።',
  },
  ...FIT_KIDS,
];

const FIT_COUPLE: readonly Bi[] = [
  {
    en: 'Her kemis and his shirt share the same tibeb in coordinated colours.',
    am: 'የእሷ ቀሚስና የእሱ ሸሚዝ በተቀናጁ ቀለማት አንድ አይነት ጥበብ ይጋራሉ።',
  },
  {
    en: 'Both pieces are cut from the same size chart; contact the designer if you need two different sizes.',
    am: 'ሁለቱም ልብሶች በአንድ የመጠን ሰንጠረዥ ይዘጋጃሉ፤ ሁለት የተለያዩ መጠኖች ካስፈለጉዎት ዲዛይነሩን ያነጋግሩ።',
  },
];

const FIT_WEDDING: readonly Bi[] = [
  {
    en: 'A sweeping floor-length gown with a cape-style kaba and a long train.',
    am: 'የካባ ዓይነት መደረቢያና ረጅም ጭራ ያለው እስከ መሬት የሚደርስ ሰፊ ቀሚስ ነው።',
  },
  {
    en: 'Fitted through the bodice with a flowing skirt; allow three weeks for final adjustments.',
    am: 'የላይኛው ክፍል የሚገጥምና ቀሚሱ የሚፈስ ነው፤ ለመጨረሻ ማስተካከያ ሦስት ሳምንት ይፍቀዱ።',
  },
  {
    en: 'Layered tibeb panels run from the shoulders to the hem for a truly regal look.',
    am: 'ከትከሻ እስከ ጫፍ የሚወርዱ ተደራራቢ የጥበብ ጥለቶች ንጉሣዊ ገጽታ ይሰጡታል።',
  },
];

// ---- Garment types per category -------------------------------------------------------------

export const GARMENT_TYPES: Readonly<Record<string, readonly GarmentType[]>> = Object.freeze({
  'habesha-kemis': [
    { name: { en: 'Habesha Kemis', am: 'የሀበሻ ቀሚስ' }, noun: { en: 'kemis', am: 'ቀሚስ' }, kind: 'habesha-kemis', weight: 5 },
    { name: { en: 'Tilet Kemis', am: 'የጥለት ቀሚስ' }, noun: { en: 'kemis', am: 'ቀሚስ' }, kind: 'habesha-kemis', weight: 2 },
    { name: { en: 'Shemma Dress', am: 'የሸማ ቀሚስ' }, noun: { en: 'dress', am: 'ቀሚስ' }, kind: 'habesha-kemis', weight: 2, materials: ['shemma'] },
    { name: { en: 'Menen Kemis', am: 'የመነን ቀሚስ' }, noun: { en: 'kemis', am: 'ቀሚስ' }, kind: 'habesha-kemis', weight: 1, materials: ['menen'] },
    { name: { en: 'Chiffon Kemis', am: 'የሺፎን ቀሚስ' }, noun: { en: 'kemis', am: 'ቀሚስ' }, kind: 'habesha-kemis', weight: 1, materials: ['chiffon'] },
  ],
  'mens-traditional': [
    { name: { en: "Men's Habesha Shirt", am: 'የወንዶች የሀበሻ ሸሚዝ' }, noun: { en: 'shirt', am: 'ሸሚዝ' }, kind: 'mens-shirt', weight: 3 },
    { name: { en: "Men's Tilet Shirt", am: 'የወንዶች የጥለት ሸሚዝ' }, noun: { en: 'shirt', am: 'ሸሚዝ' }, kind: 'mens-shirt', weight: 2 },
    { name: { en: "Men's Shemma Tunic", am: 'የወንዶች እጀ ጠባብ' }, noun: { en: 'tunic', am: 'እጀ ጠባብ' }, kind: 'mens-shirt', weight: 1, materials: ['shemma'] },
    { name: { en: "Men's Suit", am: 'የወንዶች ሙሉ ልብስ' }, noun: { en: 'suit', am: 'ሙሉ ልብስ' }, kind: 'mens-suit', weight: 2 },
    { name: { en: "Men's Kuta Set", am: 'የወንዶች የኩታ ስብስብ' }, noun: { en: 'set', am: 'ስብስብ' }, kind: 'mens-suit', weight: 1, fits: FIT_KUTA_SET },
    { name: { en: "Men's Kaba Set", am: 'የወንዶች የካባ ስብስብ' }, noun: { en: 'set', am: 'ስብስብ' }, kind: 'mens-suit', weight: 1, fits: FIT_KABA },
  ],
  'couple-sets': [
    { name: { en: 'Couple Set', am: 'የጥንዶች ልብስ' }, noun: { en: 'set', am: 'የጥንዶች ልብስ' }, kind: 'couple-set', weight: 3 },
    { name: { en: 'His & Hers Set', am: 'የእሱና የእሷ ልብስ' }, noun: { en: 'set', am: 'ጥምር ልብስ' }, kind: 'couple-set', weight: 2 },
    { name: { en: 'Couple Kemis & Shirt', am: 'የጥንዶች ቀሚስና ሸሚዝ' }, noun: { en: 'pairing', am: 'ጥምር ልብስ' }, kind: 'couple-set', weight: 1 },
  ],
  'kids-traditional': [
    { name: { en: "Girls' Habesha Kemis", am: 'የሴት ልጆች የሀበሻ ቀሚስ' }, noun: { en: 'dress', am: 'ቀሚስ' }, kind: 'kids-set', weight: 3, fits: FIT_GIRLS },
    { name: { en: "Girls' Tilet Dress", am: 'የሴት ልጆች የጥለት ቀሚስ' }, noun: { en: 'dress', am: 'ቀሚስ' }, kind: 'kids-set', weight: 1, fits: FIT_GIRLS },
    { name: { en: "Boys' Habesha Set", am: 'የወንድ ልጆች የሀበሻ ልብስ' }, noun: { en: 'set', am: 'ልብስ' }, kind: 'kids-set', weight: 3, fits: FIT_BOYS },
    { name: { en: "Kids' Tilet Set", am: 'የልጆች የጥለት ልብስ' }, noun: { en: 'set', am: 'ልብስ' }, kind: 'kids-set', weight: 1 },
  ],
  'modern-fusion': [
    { name: { en: 'Modern Kemis', am: 'ዘመናዊ ቀሚስ' }, noun: { en: 'dress', am: 'ቀሚስ' }, kind: 'modern-kemis', weight: 3 },
    { name: { en: 'Midi Dress', am: 'ሚዲ ቀሚስ' }, noun: { en: 'dress', am: 'ቀሚስ' }, kind: 'modern-kemis', weight: 2 },
    { name: { en: 'Maxi Dress', am: 'ረጅም ዘመናዊ ቀሚስ' }, noun: { en: 'dress', am: 'ቀሚስ' }, kind: 'modern-kemis', weight: 2 },
    { name: { en: 'Tilet Kimono', am: 'የጥለት ኪሞኖ' }, noun: { en: 'kimono', am: 'ኪሞኖ' }, kind: 'modern-kemis', weight: 1, fits: FIT_KIMONO },
  ],
  'scarves-shawls-netela': [
    { name: { en: 'Netela', am: 'ነጠላ' }, noun: { en: 'netela', am: 'ነጠላ' }, kind: 'netela', weight: 4 },
    { name: { en: 'Gabi Shawl', am: 'ጋቢ' }, noun: { en: 'gabi', am: 'ጋቢ' }, kind: 'netela', weight: 2, materials: ['gabi'], fits: FIT_GABI },
    { name: { en: 'Kuta Wrap', am: 'ኩታ' }, noun: { en: 'kuta', am: 'ኩታ' }, kind: 'netela', weight: 1, materials: ['shemma', 'gauze'], fits: FIT_KUTA, menswear: true },
    { name: { en: 'Tilet Scarf', am: 'የጥለት ሻርፕ' }, noun: { en: 'scarf', am: 'ሻርፕ' }, kind: 'netela', weight: 2, fits: FIT_SCARF },
  ],
  'wedding-collection': [
    { name: { en: 'Wedding Kemis', am: 'የሰርግ ቀሚስ' }, noun: { en: 'gown', am: 'የሰርግ ቀሚስ' }, kind: 'wedding-dress', weight: 3 },
    { name: { en: 'Bridal Gown', am: 'የሙሽራ ቀሚስ' }, noun: { en: 'gown', am: 'የሙሽራ ቀሚስ' }, kind: 'wedding-dress', weight: 2 },
    { name: { en: 'Menen Silk Wedding Kemis', am: 'የመነን ሐር የሰርግ ቀሚስ' }, noun: { en: 'gown', am: 'የሰርግ ቀሚስ' }, kind: 'wedding-dress', weight: 1, materials: ['menen'] },
    { name: { en: 'Bridal Kaba Set', am: 'የሙሽራ ካባ' }, noun: { en: 'bridal set', am: 'የሙሽራ ልብስ' }, kind: 'wedding-dress', weight: 1 },
  ],
  'cultural-accessories': [
    { name: { en: 'Cross Pendant', am: 'የመስቀል ሐብል' }, noun: { en: 'pendant', am: 'ሐብል' }, kind: 'accessory', weight: 3, materials: ['silver', 'brass'], fixedMotif: 'cross', motifInName: false },
    { name: { en: 'Beaded Necklace', am: 'የዶቃ ሐብል' }, noun: { en: 'necklace', am: 'ሐብል' }, kind: 'accessory', weight: 2, materials: ['beads'] },
    { name: { en: 'Tilet Clutch', am: 'የጥለት የእጅ ቦርሳ' }, noun: { en: 'clutch', am: 'የእጅ ቦርሳ' }, kind: 'accessory', weight: 2, materials: ['wovenLeather'] },
    { name: { en: 'Silver Earrings', am: 'የብር የጆሮ ጌጥ' }, noun: { en: 'pair of earrings', am: 'የጆሮ ጌጥ' }, kind: 'accessory', weight: 2, materials: ['silver'] },
    { name: { en: 'Shash Headwrap', am: 'ሻሽ' }, noun: { en: 'headwrap', am: 'ሻሽ' }, kind: 'accessory', weight: 1, materials: ['gauze'] },
    { name: { en: 'Brass Bracelet', am: 'የናስ አምባር' }, noun: { en: 'bracelet', am: 'አምባር' }, kind: 'accessory', weight: 1, materials: ['brass'] },
    { name: { en: 'Mekenet Sash', am: 'መቀነት' }, noun: { en: 'sash', am: 'መቀነት' }, kind: 'accessory', weight: 1, materials: ['shemma'] },
  ],
} satisfies Record<string, GarmentType[]>);

/** Use sentences for accessories, keyed by the accessory noun. */
export const ACCESSORY_USE: Readonly<Record<string, Bi>> = Object.freeze({
  pendant: { en: 'It hangs on an adjustable 50 cm chain.', am: 'በሚስተካከል የ50 ሴንቲ ሜትር ሰንሰለት ላይ ይንጠለጠላል።' },
  necklace: { en: 'The beads are strung by hand and finished with a secure clasp.', am: 'ዶቃዎቹ በእጅ በክር ተሰክተው በጠንካራ ማያያዣ ተጠናቀዋል።' },
  clutch: { en: 'Lined in cotton, with room for a phone, keys and cards.', am: 'ውስጡ በጥጥ የተለበጠ ሲሆን ለስልክ፣ ለቁልፍና ለካርዶች በቂ ቦታ አለው።' },
  'pair of earrings': { en: 'Light and comfortable enough to wear through a full day of celebration.', am: 'ቀላልና ምቹ በመሆኑ ቀኑን ሙሉ በበዓል ላይ ሊያደርጉት ይችላሉ።' },
  headwrap: { en: 'Tie it as a headwrap, or wear it as a band under your netela.', am: 'እንደ ሻሽ በራስዎ ላይ ሊያስሩት ወይም ከነጠላዎ ስር ሊያደርጉት ይችላሉ።' },
  bracelet: { en: 'Shaped to slip comfortably over most hands.', am: 'ለአብዛኞቹ እጆች በምቾት እንዲገባ ተደርጎ ተሰርቷል።' },
  sash: { en: 'Wrap it twice around the waist to shape a kemis or a modern dress.', am: 'ቀሚስዎን ወይም ዘመናዊ ልብስዎን ለማሳመር ወገብዎ ላይ ሁለት ጊዜ ይጠቅልሉት።' },
});

// ---- Occasions ------------------------------------------------------------------------------

export interface Occasion {
  id: string;
  text: Bi;
  /** When set, only used for products from these regions. */
  regions?: readonly Region[];
  /** Not used for menswear. */
  womenOnly?: boolean;
}

const O = {
  timkat: {
    id: 'timkat',
    text: {
      en: 'A radiant choice for Timkat, when white and gold fill the streets.',
      am: 'ነጭና ወርቃማ ቀለማት መንገዶችን በሚሞሉበት የጥምቀት በዓል ላይ ለመልበስ ያማረ ምርጫ ነው።',
    },
  },
  meskel: {
    id: 'meskel',
    text: {
      en: 'Made to shine around the Meskel Demera bonfire and at family gatherings.',
      am: 'በመስቀል ደመራ ዙሪያና በቤተሰብ መሰባሰቢያዎች ላይ እንዲያበራ ተደርጎ የተሰራ ነው።',
    },
  },
  enkutatash: {
    id: 'enkutatash',
    text: {
      en: 'Perfect for welcoming the Ethiopian New Year at Enkutatash.',
      am: 'የኢትዮጵያን አዲስ ዓመት በእንቁጣጣሽ ለመቀበል ፍጹም ነው።',
    },
  },
  church: {
    id: 'church',
    text: {
      en: "Modest and graceful for Sunday liturgy and saints' days.",
      am: 'ለእሑድ ቅዳሴና ለንግሥ በዓላት ጨዋና ማራኪ ነው።',
    },
  },
  genna: {
    id: 'genna',
    text: {
      en: 'A festive favourite for Genna, the Ethiopian Christmas.',
      am: 'ለኢትዮጵያ የገና በዓል ተወዳጅ የበዓል ምርጫ ነው።',
    },
  },
  fasika: {
    id: 'fasika',
    text: {
      en: 'Bright and joyful for Fasika celebrations with family.',
      am: 'ከቤተሰብ ጋር ለሚከበረው የፋሲካ በዓል ደማቅና አስደሳች ነው።',
    },
  },
  weddingGuest: {
    id: 'wedding-guest',
    text: {
      en: 'An elegant choice for weddings, engagements and the melse celebration.',
      am: 'ለሰርግ፣ ለቀለበት ሥነ ሥርዓትና ለመልስ ዝግጅት ውብ ምርጫ ነው።',
    },
  },
  graduation: {
    id: 'graduation',
    text: {
      en: 'A proud choice for graduations and family portraits.',
      am: 'ለምረቃና ለቤተሰብ ፎቶግራፍ የሚያኮራ ምርጫ ነው።',
    },
  },
  everyday: {
    id: 'everyday',
    text: {
      en: 'Easy enough for the office, coffee ceremonies and evenings out.',
      am: 'ለቢሮ፣ ለቡና ሥነ ሥርዓትና ለምሽት ዝግጅቶች ምቹ ነው።',
    },
  },
  irreecha: {
    id: 'irreecha',
    regions: ['Oromia'],
    text: {
      en: 'Worn with pride at Irreecha, the Oromo thanksgiving celebrated by the water.',
      am: 'በውሃ ዳር በሚከበረው የኦሮሞ የምስጋና በዓል ኢሬቻ ላይ በኩራት ይለበሳል።',
    },
  },
  ashenda: {
    id: 'ashenda',
    regions: ['Tigray'],
    womenOnly: true,
    text: {
      en: 'Loved by young women celebrating Ashenda at the end of the rainy season.',
      am: 'በክረምቱ ማብቂያ አሸንዳን ለሚያከብሩ ወጣት ሴቶች ተወዳጅ ነው።',
    },
  },
  fichee: {
    id: 'fichee',
    regions: ['Sidama'],
    text: {
      en: 'Made for Fichee Chambalaalla, the Sidama New Year.',
      am: 'ለሲዳማ ዘመን መለወጫ ፊቼ ጨምበላላ የተዘጋጀ ነው።',
    },
  },
  eid: {
    id: 'eid',
    regions: ['Harari', 'Somali', 'Afar', 'Dire Dawa'],
    text: {
      en: 'Graceful for Eid prayers, family visits and festive meals.',
      am: 'ለኢድ ሶላት፣ ለቤተሰብ ጥየቃና ለበዓል ማዕድ ውብ ነው።',
    },
  },
  bride: {
    id: 'bride',
    text: {
      en: 'Made for the bride: the ceremony, the photographs and the first dance.',
      am: 'ለሙሽራዋ የተዘጋጀ ነው፤ ለሥነ ሥርዓቱ፣ ለፎቶግራፉና ለመጀመሪያው ዳንስ።',
    },
  },
  melse: {
    id: 'melse',
    text: {
      en: 'Just as beautiful for the melse celebration the day after the wedding.',
      am: 'ከሰርጉ ማግስት ለሚከበረው የመልስ ዝግጅትም እኩል ውብ ነው።',
    },
  },
  engagement: {
    id: 'engagement',
    text: {
      en: 'A graceful choice for engagement ceremonies and bridal showers.',
      am: 'ለቀለበት ሥነ ሥርዓትና ለሙሽራ ዝግጅቶች ማራኪ ምርጫ ነው።',
    },
  },
  anniversary: {
    id: 'anniversary',
    text: {
      en: 'A beautiful way to mark anniversaries and family portraits together.',
      am: 'የጋብቻ በዓላትንና የቤተሰብ ፎቶዎችን በአንድነት ለማክበር ውብ መንገድ ነው።',
    },
  },
  kidsEnkutatash: {
    id: 'kids-enkutatash',
    text: {
      en: "Ready for singing 'Abebayehosh' with friends at Enkutatash.",
      am: 'በእንቁጣጣሽ ከጓደኞች ጋር «አበባዬ ሆይ» ለመጫወት ዝግጁ ነው።',
    },
  },
  schoolDay: {
    id: 'school-day',
    text: {
      en: 'A favourite for school cultural days and family photographs.',
      am: 'ለትምህርት ቤት የባህል ቀንና ለቤተሰብ ፎቶግራፍ ተወዳጅ ነው።',
    },
  },
  accHoliday: {
    id: 'acc-holiday',
    text: {
      en: 'Completes a holiday look for Timkat, Meskel or a wedding.',
      am: 'ለጥምቀት፣ ለመስቀል ወይም ለሰርግ የበዓል አለባበስዎን ያሟላል።',
    },
  },
  accGift: {
    id: 'acc-gift',
    text: {
      en: 'A meaningful gift for Enkutatash or a graduation.',
      am: 'ለእንቁጣጣሽ ወይም ለምረቃ ትርጉም ያለው ስጦታ ነው።',
    },
  },
  accPairing: {
    id: 'acc-pairing',
    text: {
      en: 'Pairs naturally with a white habesha kemis and netela.',
      am: 'ከነጭ የሀበሻ ቀሚስና ከነጠላ ጋር በተፈጥሮ ይስማማል።',
    },
  },
  accEid: {
    id: 'acc-eid',
    regions: ['Harari', 'Somali', 'Afar', 'Dire Dawa'],
    text: {
      en: 'A festive finishing touch for Eid and family celebrations.',
      am: 'ለኢድና ለቤተሰብ በዓላት የሚያምር የመጨረሻ ጌጥ ነው።',
    },
  },
} satisfies Record<string, Occasion>;

// ---- Per-kind defaults ------------------------------------------------------------------------

export interface KindInfo {
  materials: readonly { id: MaterialId; weight: number }[];
  fits: readonly Bi[];
  occasions: readonly Occasion[];
  /** Whole USD, inclusive lower bound, exclusive upper bound. */
  priceUsd: readonly [number, number];
  sizing: SizeScheme;
}

export const KIND_INFO: Readonly<Record<GarmentKind, KindInfo>> = Object.freeze({
  'habesha-kemis': {
    materials: [{ id: 'shemma', weight: 5 }, { id: 'menen', weight: 2 }, { id: 'chiffon', weight: 2 }, { id: 'gauze', weight: 2 }],
    fits: FIT_KEMIS,
    occasions: [O.timkat, O.meskel, O.enkutatash, O.church, O.genna, O.fasika, O.weddingGuest, O.irreecha, O.ashenda, O.fichee, O.eid],
    priceUsd: [90, 350],
    sizing: 'women',
  },
  'modern-kemis': {
    materials: [{ id: 'linen', weight: 3 }, { id: 'chiffon', weight: 2 }, { id: 'shemma', weight: 2 }],
    fits: FIT_MODERN,
    occasions: [O.everyday, O.graduation, O.weddingGuest, O.enkutatash, O.meskel, O.irreecha, O.ashenda, O.eid],
    priceUsd: [90, 280],
    sizing: 'women',
  },
  'mens-shirt': {
    materials: [{ id: 'shemma', weight: 3 }, { id: 'gauze', weight: 2 }, { id: 'linen', weight: 2 }],
    fits: FIT_SHIRT,
    occasions: [O.timkat, O.meskel, O.enkutatash, O.church, O.genna, O.graduation, O.weddingGuest, O.irreecha, O.fichee, O.eid],
    priceUsd: [60, 180],
    sizing: 'men',
  },
  'mens-suit': {
    materials: [{ id: 'shemma', weight: 3 }, { id: 'linen', weight: 2 }],
    fits: FIT_SUIT,
    occasions: [O.timkat, O.weddingGuest, O.graduation, O.church, O.genna, O.irreecha],
    priceUsd: [140, 320],
    sizing: 'men',
  },
  netela: {
    materials: [{ id: 'gauze', weight: 3 }, { id: 'shemma', weight: 2 }, { id: 'menen', weight: 1 }],
    fits: FIT_NETELA,
    occasions: [O.timkat, O.church, O.meskel, O.genna, O.fasika, O.everyday, O.ashenda, O.eid],
    priceUsd: [25, 70],
    sizing: 'one-size',
  },
  'kids-set': {
    materials: [{ id: 'gauze', weight: 3 }, { id: 'shemma', weight: 2 }, { id: 'linen', weight: 1 }],
    fits: FIT_KIDS,
    occasions: [O.kidsEnkutatash, O.schoolDay, O.timkat, O.meskel, O.genna, O.church, O.irreecha],
    priceUsd: [35, 110],
    sizing: 'children',
  },
  'couple-set': {
    materials: [{ id: 'shemma', weight: 3 }, { id: 'menen', weight: 1 }, { id: 'chiffon', weight: 1 }],
    fits: FIT_COUPLE,
    occasions: [O.weddingGuest, O.engagement, O.anniversary, O.enkutatash, O.timkat, O.irreecha, O.eid],
    priceUsd: [180, 400],
    sizing: 'couple',
  },
  'wedding-dress': {
    materials: [{ id: 'menen', weight: 3 }, { id: 'chiffon', weight: 2 }, { id: 'shemma', weight: 2 }],
    fits: FIT_WEDDING,
    occasions: [O.bride, O.melse, O.engagement],
    priceUsd: [220, 400],
    sizing: 'women',
  },
  accessory: {
    materials: [{ id: 'silver', weight: 1 }],
    fits: [],
    occasions: [O.accHoliday, O.accGift, O.accPairing, O.accEid],
    priceUsd: [25, 90],
    sizing: 'one-size',
  },
} satisfies Record<GarmentKind, KindInfo>);

// ---- Colours (by illustration palette index) --------------------------------------------------

/**
 * Thread colours named after the illustrator's palettes 0..11
 * (src/server/db/seed/illustrator/palettes.ts at the time of writing), so the text matches the picture.
 */
export const PALETTE_COLOURS: readonly Bi[] = Object.freeze([
  { en: 'emerald green and gold', am: 'ደማቅ አረንጓዴና ወርቃማ' },
  { en: 'crimson and gold', am: 'ደማቅ ቀይና ወርቃማ' },
  { en: 'royal blue and silver', am: 'ሰማያዊና ብርማ' },
  { en: 'purple and gold', am: 'ወይን ጠጅና ወርቃማ' },
  { en: 'black and gold', am: 'ጥቁርና ወርቃማ' },
  { en: 'green, yellow and red', am: 'አረንጓዴ፣ ቢጫና ቀይ' },
  { en: 'teal and coral', am: 'የባሕር አረንጓዴና ኮራል' },
  { en: 'blush pink and gold', am: 'ፈዛዛ ሮዝና ወርቃማ' },
  { en: 'burnt orange and brown', am: 'ብርቱካናማና ቡናማ' },
  { en: 'navy and gold', am: 'ጥቁር ሰማያዊና ወርቃማ' },
  { en: 'maroon and cream', am: 'ጥቁር ቀይና ክሬም' },
  { en: 'olive and mustard', am: 'የወይራ አረንጓዴና የሰናፍጭ ቢጫ' },
]);

export const CRAFT_NOTE: Bi = {
  en: 'Because every piece is woven by hand, small variations in the pattern are part of its character.',
  am: 'እያንዳንዱ ልብስ በእጅ የሚሸመን በመሆኑ በጥለቱ ላይ የሚታዩ ትናንሽ ልዩነቶች የውበቱ አካል ናቸው።',
};

export const CRAFT_NOTE_ACCESSORY: Bi = {
  en: 'Every piece is made by hand, so small variations are part of its character.',
  am: 'እያንዳንዱ ቁራጭ በእጅ የሚሰራ በመሆኑ ትናንሽ ልዩነቶች የውበቱ አካል ናቸው።',
};

/** Appended to a name that is already taken. */
export const EDITIONS: readonly Bi[] = Object.freeze([
  { en: 'Meskel Edition', am: 'የመስቀል እትም' },
  { en: 'Timkat Edition', am: 'የጥምቀት እትም' },
  { en: 'Enkutatash Edition', am: 'የእንቁጣጣሽ እትም' },
  { en: 'Genna Edition', am: 'የገና እትም' },
  { en: 'Festive Edition', am: 'የበዓል እትም' },
  { en: 'Signature Edition', am: 'ልዩ እትም' },
  { en: 'Atelier Edition', am: 'የስቱዲዮ እትም' },
  { en: 'Kiremt Edition', am: 'የክረምት እትም' },
  { en: 'Heirloom Edition', am: 'የውርስ እትም' },
  { en: 'Limited Edition', am: 'የተወሰነ እትም' },
]);
