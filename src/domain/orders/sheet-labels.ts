import type { MeasurementKey } from '../sizing/types';

/**
 * The words of the measurement sheet PDF in both languages. The domain may not import the web
 * app's locale files, so the texts live here; the measurement names are the ones of
 * `web/locales/{en,am-ET}/sizing-guide.json` (items.*.title and page.chart.otherRows), so the
 * shopper and the designer read the same words on the sheet as in the size guide. The sheet's test
 * checks that they still match.
 */

export const SHEET_LANGS = ['en', 'am-ET'] as const;
export type SheetLang = (typeof SHEET_LANGS)[number];

export interface SheetLabels {
  title: string;
  /** The scan summary's title and its Order value before there is an order. */
  summaryTitle: string;
  order: string;
  notOrdered: string;
  continued: string;
  orderNumber: string;
  orderDate: string;
  product: string;
  designer: string;
  size: string;
  quantity: string;
  category: string;
  customer: string;
  measurementsHeading: string;
  columnMeasurement: string;
  columnMetric: string;
  columnImperial: string;
  noMeasurements: string;
  detailsHeading: string;
  source: string;
  confidence: string;
  recommendedSize: string;
  captured: string;
  generatedAt: string;
  /** The version of the line's measurements in force (issue 38); `{n}` is replaced. */
  versionInForce: string;
  versionN: string;
  /** When the designer accepted that version, or that she has not yet. */
  acceptedAt: string;
  notAccepted: string;
  notes: string;
  notGiven: string;
  none: string;
  customFit: string;
  /** Time-zone suffix for times, which are always printed in UTC so every reader sees the same. */
  utc: string;
  footer: string;
  /** `{page}` and `{pages}` are replaced. */
  pageOf: string;
  units: { cm: string; in: string; kg: string; lb: string };
  categories: Record<string, string>;
  sources: Record<string, string>;
  measurementNames: Record<MeasurementKey, string>;
}

export const SHEET_LABELS: Readonly<Record<SheetLang, SheetLabels>> = {
  en: {
    title: 'Tibeb — Measurement sheet',
    summaryTitle: 'Tibeb — Measurement summary',
    order: 'Order',
    notOrdered: 'Not ordered yet',
    continued: 'continued',
    orderNumber: 'Order number',
    orderDate: 'Order date',
    product: 'Product',
    designer: 'Designer',
    size: 'Size',
    quantity: 'Quantity',
    category: 'Category',
    customer: 'Customer',
    measurementsHeading: 'Body measurements',
    columnMeasurement: 'Measurement',
    columnMetric: 'cm / kg',
    columnImperial: 'in / lb',
    noMeasurements: 'No measurement values were sent with this line.',
    detailsHeading: 'About these measurements',
    source: 'Source',
    confidence: 'Confidence',
    recommendedSize: 'Recommended size',
    captured: 'Measured on',
    generatedAt: 'Generated at',
    versionInForce: 'Measurements in force',
    versionN: 'Version {n}',
    acceptedAt: 'Accepted by the designer',
    notAccepted: 'Not accepted yet',
    notes: 'Notes',
    notGiven: 'Not given',
    none: 'None',
    customFit: 'Custom Fit',
    utc: 'UTC',
    footer: 'Measurements in cm; inches = cm / 2.54',
    pageOf: 'Page {page} of {pages}',
    units: { cm: 'cm', in: 'in', kg: 'kg', lb: 'lb' },
    categories: { women: 'Women', men: 'Men', children: 'Children' },
    sources: {
      manual: 'Manual entry',
      smart_estimate: 'Smart estimate',
      traditional: 'Traditional size',
      ai_size_recommendation: 'AI Size Guide',
      ai_powered_fit: 'Photo fit',
      quick_scan: 'Live scan',
      classic: 'Photo fit',
    },
    measurementNames: {
      height_cm: 'Height',
      weight_kg: 'Weight',
      neck_cm: 'Neck',
      shoulder_width_cm: 'Shoulder Width',
      chest_cm: 'Chest',
      bust_cm: 'Bust',
      underbust_cm: 'Underbust',
      waist_cm: 'Waist',
      hips_cm: 'Hips',
      back_length_cm: 'Back Length',
      sleeve_cm: 'Sleeve Length',
      armhole_depth_cm: 'Armhole Depth',
      bicep_cm: 'Upper Arm',
      wrist_cm: 'Wrist',
      inseam_cm: 'Inseam',
      outseam_cm: 'Outseam',
      thigh_cm: 'Thigh',
      dress_length_cm: 'Dress Length',
      skirt_length_cm: 'Skirt Length',
    },
  },
  'am-ET': {
    title: 'ቲበብ — የልኬት ቅጽ',
    summaryTitle: 'ቲበብ — የልኬት ማጠቃለያ',
    order: 'ትዕዛዝ',
    notOrdered: 'ገና አልታዘዘም',
    continued: 'የቀጠለ',
    orderNumber: 'የትዕዛዝ ቁጥር',
    orderDate: 'የታዘዘበት ቀን',
    product: 'ምርት',
    designer: 'ዲዛይነር',
    size: 'መጠን',
    quantity: 'ብዛት',
    category: 'ምድብ',
    customer: 'ደንበኛ',
    measurementsHeading: 'የሰውነት ልኬቶች',
    columnMeasurement: 'ልኬት',
    columnMetric: 'ሴ.ሜ / ኪ.ግ',
    columnImperial: 'ኢንች / ፓውንድ',
    noMeasurements: 'ከዚህ ዕቃ ጋር ምንም የልኬት ቁጥር አልተላከም።',
    detailsHeading: 'ስለ ልኬቶቹ',
    source: 'ምንጭ',
    confidence: 'እርግጠኝነት',
    recommendedSize: 'የሚመከር መጠን',
    captured: 'የተለካበት ቀን',
    generatedAt: 'የተዘጋጀበት ጊዜ',
    versionInForce: 'በሥራ ላይ ያሉ ልኬቶች',
    versionN: 'ስሪት {n}',
    acceptedAt: 'ዲዛይነሩ የተቀበለበት',
    notAccepted: 'ገና አልተቀበለም',
    notes: 'ማስታወሻዎች',
    notGiven: 'አልተገለጸም',
    none: 'የለም',
    customFit: 'በልክ የሚሰፋ',
    utc: 'UTC',
    footer: 'ልኬቶቹ በሴ.ሜ ናቸው፤ ኢንች = ሴ.ሜ / 2.54',
    pageOf: 'ገጽ {page} ከ{pages}',
    units: { cm: 'ሴ.ሜ', in: 'ኢንች', kg: 'ኪ.ግ', lb: 'ፓውንድ' },
    categories: { women: 'ሴቶች', men: 'ወንዶች', children: 'ልጆች' },
    sources: {
      manual: 'በእጅ የገባ',
      smart_estimate: 'ብልህ ግምት',
      traditional: 'ባህላዊ መጠን',
      ai_size_recommendation: 'የAI መጠን መመሪያ',
      ai_powered_fit: 'በፎቶ የተለካ',
      quick_scan: 'በቀጥታ ካሜራ የተለካ',
      classic: 'በፎቶ የተለካ',
    },
    measurementNames: {
      height_cm: 'ቁመት',
      weight_kg: 'ክብደት',
      neck_cm: 'አንገት',
      shoulder_width_cm: 'የትከሻ ስፋት',
      chest_cm: 'ደረት',
      bust_cm: 'የጡት ዙሪያ',
      underbust_cm: 'ከጡት በታች ዙሪያ',
      waist_cm: 'ወገብ',
      hips_cm: 'ዳሌ',
      back_length_cm: 'የጀርባ ርዝመት',
      sleeve_cm: 'የእጅጌ ርዝመት',
      armhole_depth_cm: 'የብብት ጥልቀት',
      bicep_cm: 'የላይኛው ክንድ',
      wrist_cm: 'የእጅ አንጓ',
      inseam_cm: 'የውስጥ እግር ርዝመት',
      outseam_cm: 'የውጭ እግር ርዝመት',
      thigh_cm: 'ጭን',
      dress_length_cm: 'የቀሚስ ርዝመት',
      skirt_length_cm: 'የጉርድ ቀሚስ ርዝመት',
    },
  },
};

/** The labels of a sheet's language; anything but Amharic falls back to English. */
export function sheetLabels(lang: unknown): SheetLabels {
  return lang === 'am-ET' ? SHEET_LABELS['am-ET'] : SHEET_LABELS.en;
}
