import { CURRENCIES, convertFromUsd, formatMoney } from '../../../domain/money/currency';
import { countryName } from '../../../domain/orders/countries';
import type { OrderView } from '../../../domain/orders/types';

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
