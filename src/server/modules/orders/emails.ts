import { CURRENCIES, convertFromUsd, formatMoney } from '../../../domain/money/currency';
import type { PaymentMethod } from '../../../domain/orders/constants';
import { countryName } from '../../../domain/orders/countries';
import { sheetLabels } from '../../../domain/orders/sheet-labels';
import type { OrderMeasurementsView, OrderView } from '../../../domain/orders/types';
import { MEASUREMENT_KEYS } from '../../../domain/sizing/types';
import { cmToIn, kgToLb } from '../../../domain/sizing/units';

type Lang = 'en' | 'am-ET';

const TEXT = {
  en: {
    subject: (n: string) => `Your Tibeb order ${n}`,
    hello: (name: string | null) => (name ? `Selam ${name},` : 'Selam,'),
    thanks: 'Thank you for your order. The designers have been told and will confirm it soon.',
    number: 'Order number',
    items: 'Items',
    customFit: 'made to your measurements',
    subtotal: 'Subtotal',
    shipping: 'Shipping',
    free: 'Free',
    total: 'Total',
    payment: { cod: 'Pay on delivery: please have the amount ready when your order arrives.', chapa: 'Paid with Chapa.', stripe: 'Paid by card.' },
    address: 'Delivering to',
    follow: 'Follow your order',
    footer: 'Tibeb — traditional Ethiopian clothing from independent designers.',
  },
  'am-ET': {
    subject: (n: string) => `የቲበብ ትዕዛዝዎ ${n}`,
    hello: (name: string | null) => (name ? `ሰላም ${name}፣` : 'ሰላም፣'),
    thanks: 'ስለ ትዕዛዝዎ እናመሰግናለን። ዲዛይነሮቹ ተነግሯቸዋል፤ በቅርቡ ያረጋግጣሉ።',
    number: 'የትዕዛዝ ቁጥር',
    items: 'እቃዎች',
    customFit: 'በልኬትዎ የሚሰራ',
    subtotal: 'ንዑስ ድምር',
    shipping: 'ማጓጓዣ',
    free: 'ነፃ',
    total: 'ጠቅላላ',
    payment: { cod: 'ሲደርስ ይክፈሉ፤ ትዕዛዝዎ ሲደርስ ገንዘቡን ያዘጋጁ።', chapa: 'በቻፓ ተከፍሏል።', stripe: 'በካርድ ተከፍሏል።' },
    address: 'የሚላክበት',
    follow: 'ትዕዛዝዎን ይከታተሉ',
    footer: 'ቲበብ — ከገለልተኛ ዲዛይነሮች የኢትዮጵያ ባህላዊ አልባሳት።',
  },
} as const;

/**
 * The order confirmation, in the language the shopper checked out in, with amounts in the
 * currency and rate they saw. Plain text only: nothing a shopper typed can become markup.
 */
export function orderConfirmationMail(order: OrderView, lang: Lang, publicUrl: string, greetName: string | null): { subject: string; text: string } {
  const t = TEXT[lang];
  const currency = order.displayCurrency in CURRENCIES ? order.displayCurrency : 'USD';
  const money = (usdMinor: number) => formatMoney(convertFromUsd(usdMinor, order.exchangeRate), currency, lang);
  const a = order.shippingAddress;
  const place = [a.houseNumber, a.addressLine1, a.addressLine2, a.kebele, a.woreda, a.subCity, a.landmark, a.city, a.region, a.postalCode, countryName(a.country, lang)]
    .filter(Boolean)
    .join(', ');
  const lines = order.lines.map((l) => {
    const size = l.size ? ` (${l.size}${l.includeMeasurements ? `, ${t.customFit}` : ''})` : '';
    return `- ${l.productName}${size} × ${l.quantity}: ${money(l.unitPriceUsdMinor * l.quantity)}`;
  });
  const text = [
    t.hello(greetName),
    '',
    t.thanks,
    '',
    `${t.number}: ${order.orderNumber}`,
    '',
    `${t.items}:`,
    ...lines,
    '',
    `${t.subtotal}: ${money(order.subtotalUsdMinor)}`,
    `${t.shipping}: ${order.shippingUsdMinor === 0 ? t.free : money(order.shippingUsdMinor)}`,
    `${t.total}: ${money(order.totalUsdMinor)}`,
    '',
    t.payment[order.paymentMethod],
    '',
    `${t.address}: ${place}`,
    '',
    `${t.follow}: ${publicUrl}/order-success?order=${order.id}`,
    '',
    t.footer,
  ].join('\n');
  return { subject: t.subject(order.orderNumber), text };
}

const STATUS_TEXT = {
  en: {
    subject: (n: string) => `Your Tibeb order ${n} has an update`,
    confirmed: (p: string) => `The designer has confirmed "${p}" and will start making it soon.`,
    in_production: (p: string) => `"${p}" is being made.`,
    shipped: (p: string) => `"${p}" is on its way to you.`,
    delivered: (p: string) => `"${p}" has been delivered. We hope you love it.`,
    cancelled: (p: string) => `"${p}" was cancelled by the designer. Any payment for it is refunded.`,
    note: 'Note from the designer',
  },
  'am-ET': {
    subject: (n: string) => `የቲበብ ትዕዛዝዎ ${n} አዲስ መረጃ`,
    confirmed: (p: string) => `ዲዛይነሩ «${p}»ን አረጋግጧል፤ በቅርቡ መስራት ይጀምራል።`,
    in_production: (p: string) => `«${p}» እየተሰራ ነው።`,
    shipped: (p: string) => `«${p}» ወደ እርስዎ በመላክ ላይ ነው።`,
    delivered: (p: string) => `«${p}» ደርሷል። እንደሚወዱት ተስፋ እናደርጋለን።`,
    cancelled: (p: string) => `«${p}» በዲዛይነሩ ተሰርዟል። ለእሱ የተከፈለ ገንዘብ ይመለሳል።`,
    note: 'የዲዛይነሩ ማስታወሻ',
  },
} as const;

const UNDONE_TEXT = {
  en: {
    subject: (n: string) => `Correction to your Tibeb order ${n}`,
    body: (p: string) => `Please disregard our last message: "${p}" has not left the designer yet. It was marked shipped by mistake, and you will hear from us again, with the tracking details, when it is on its way.`,
  },
  'am-ET': {
    subject: (n: string) => `የቲበብ ትዕዛዝዎ ${n} ማስተካከያ`,
    body: (p: string) => `እባክዎ የቀደመውን መልእክታችንን ይተዉት፦ «${p}» ገና ከዲዛይነሩ አልተላከም። በስህተት እንደተላከ ተመዝግቦ ነበር፤ ሲላክ የመከታተያ ዝርዝሩን ይዘን እንደገና እናሳውቅዎታለን።`,
  },
} as const;

/** A "shipped" taken back within its 10 minutes: the shopper who was told it left is told it has not. */
export function shipmentUndoneMail(change: { orderId: string; orderNumber: string; fullName: string | null; productName: string }, lang: Lang, publicUrl: string): { subject: string; text: string } {
  const t = TEXT[lang];
  const u = UNDONE_TEXT[lang];
  const text = [t.hello(change.fullName), '', u.body(change.productName), '', `${t.number}: ${change.orderNumber}`, `${t.follow}: ${publicUrl}/order-success?order=${change.orderId}`, '', t.footer].join('\n');
  return { subject: u.subject(change.orderNumber), text };
}

/** A line moved (confirmed, made, shipped, delivered or cancelled): the shopper hears of it. */
export function lineStatusMail(
  change: { orderId: string; orderNumber: string; fullName: string | null; productName: string; status: 'confirmed' | 'in_production' | 'shipped' | 'delivered' | 'cancelled'; note: string | null },
  lang: Lang,
  publicUrl: string,
): { subject: string; text: string } {
  const t = TEXT[lang];
  const s = STATUS_TEXT[lang];
  const text = [
    t.hello(change.fullName),
    '',
    s[change.status](change.productName),
    ...(change.note ? ['', `${s.note}: ${change.note}`] : []),
    '',
    `${t.number}: ${change.orderNumber}`,
    `${t.follow}: ${publicUrl}/order-success?order=${change.orderId}`,
    '',
    t.footer,
  ].join('\n');
  return { subject: s.subject(change.orderNumber), text };
}

const DESIGNER_TEXT = {
  en: {
    subject: (n: string, count: number) => `New Tibeb order ${n}: ${count === 1 ? '1 piece' : `${count} pieces`} to make`,
    hello: (name: string | null) => (name ? `Selam ${name},` : 'Selam,'),
    intro: 'A shopper has ordered from you. These are your pieces in the order:',
    size: (s: string) => `Size: ${s}`,
    customFit: 'Custom Fit, made to these measurements:',
    noMeasurements: 'Custom Fit: the shopper did not send measurements; ask through Tibeb before you cut.',
    readyBy: (d: string) => `Ready to ship by: ${d}`,
    shipsTo: 'Ships to',
    note: "Customer's note",
    payment: { cod: 'Pay on delivery: the customer pays the courier when it arrives.', chapa: 'Paid online with Chapa.', stripe: 'Paid online by card.' },
    open: 'Confirm it in your studio',
    footer: 'Tibeb — traditional Ethiopian clothing from independent designers.',
  },
  'am-ET': {
    subject: (n: string, count: number) => `አዲስ የቲበብ ትዕዛዝ ${n}፦ የሚሰሩ ${count} እቃዎች`,
    hello: (name: string | null) => (name ? `ሰላም ${name}፣` : 'ሰላም፣'),
    intro: 'አንድ ገዢ ከእርስዎ አዟል። በትዕዛዙ ውስጥ ያሉት የእርስዎ እቃዎች እነዚህ ናቸው፦',
    size: (s: string) => `መጠን፦ ${s}`,
    customFit: 'በልኬት የሚሰራ፤ በእነዚህ ልኬቶች፦',
    noMeasurements: 'በልኬት የሚሰራ፦ ገዢው ልኬት አልላከም፤ ከመቁረጥዎ በፊት በቲበብ በኩል ይጠይቁ።',
    readyBy: (d: string) => `ለመላክ ዝግጁ መሆን ያለበት፦ ${d}`,
    shipsTo: 'የሚላክበት',
    note: 'የደንበኛው ማስታወሻ',
    payment: { cod: 'ሲደርስ ክፍያ፦ ደንበኛው ትዕዛዙ ሲደርስ ለአድራሹ ይከፍላል።', chapa: 'በቻፓ በመስመር ላይ ተከፍሏል።', stripe: 'በካርድ በመስመር ላይ ተከፍሏል።' },
    open: 'በስቱዲዮዎ ያረጋግጡት',
    footer: 'ቲበብ — ከገለልተኛ ዲዛይነሮች የኢትዮጵያ ባህላዊ አልባሳት።',
  },
} as const;

export interface DesignerMailLine {
  productName: string;
  quantity: number;
  size: string | null;
  includeMeasurements: boolean;
  measurements: OrderMeasurementsView | null;
  readyBy: string;
}

function measurementRows(m: OrderMeasurementsView, lang: Lang): string[] {
  const labels = sheetLabels(lang);
  return MEASUREMENT_KEYS.flatMap((key) => {
    const value = m.metricsCm[key];
    if (typeof value !== 'number' || !(value > 0)) return [];
    const weight = key === 'weight_kg';
    const metric = `${value.toFixed(1)} ${weight ? labels.units.kg : labels.units.cm}`;
    const imperial = `${(weight ? kgToLb(value) : cmToIn(value)).toFixed(2)} ${weight ? labels.units.lb : labels.units.in}`;
    return [`    ${labels.measurementNames[key]}: ${metric} (${imperial})`];
  });
}

/**
 * A designer's news of an order: only their own lines, with sizes or measurements and the day each
 * should be ready to ship, in the designer's account language. Plain text: nothing a shopper typed
 * (the note) can become markup. The customer's name, e-mail and street stay with Tibeb.
 */
export function designerNewOrderMail(
  order: { orderNumber: string; paymentMethod: PaymentMethod; city: string; country: string; deliveryNotes: string | null },
  designerName: string | null,
  lines: DesignerMailLine[],
  lang: Lang,
  publicUrl: string,
): { subject: string; text: string } {
  const t = DESIGNER_TEXT[lang];
  const items = lines.flatMap((l) => {
    const head = `- ${l.productName} × ${l.quantity}`;
    const fit = l.includeMeasurements
      ? l.measurements
        ? [`  ${t.customFit}`, ...measurementRows(l.measurements, lang)]
        : [`  ${t.noMeasurements}`]
      : [`  ${t.size(l.size ?? '')}`];
    return [head, ...fit, `  ${t.readyBy(l.readyBy)}`, ''];
  });
  const place = [order.city, countryName(order.country, lang)].filter(Boolean).join(', ');
  const text = [
    t.hello(designerName),
    '',
    t.intro,
    '',
    `${TEXT[lang].number}: ${order.orderNumber}`,
    '',
    ...items,
    `${t.shipsTo}: ${place}`,
    t.payment[order.paymentMethod],
    ...(order.deliveryNotes ? ['', `${t.note}: ${order.deliveryNotes}`] : []),
    '',
    `${t.open}: ${publicUrl}/designer-dashboard#designer-orders`,
    '',
    t.footer,
  ].join('\n');
  return { subject: t.subject(order.orderNumber, lines.reduce((n, l) => n + l.quantity, 0)), text };
}
