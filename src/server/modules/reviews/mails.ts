type Lang = 'en' | 'am-ET';

const TEXT = {
  en: {
    subject: (product: string) => `Your review of ${product} was hidden`,
    hello: (name: string | null) => (name ? `Selam ${name},` : 'Selam,'),
    body: (product: string) => `The Tibeb team has hidden your review of ${product}. It no longer shows on the product page.`,
    reason: 'The reason given:',
    edit: 'You can see your review on your order page',
    footer: 'Tibeb — traditional Ethiopian clothing from independent designers.',
  },
  'am-ET': {
    subject: (product: string) => `ስለ ${product} የሰጡት አስተያየት ተደብቋል`,
    hello: (name: string | null) => (name ? `ሰላም ${name}፣` : 'ሰላም፣'),
    body: (product: string) => `የቲበብ ቡድን ስለ ${product} የሰጡትን አስተያየት ደብቆታል። ከእንግዲህ በምርቱ ገጽ ላይ አይታይም።`,
    reason: 'የተሰጠው ምክንያት፦',
    edit: 'አስተያየትዎን በትዕዛዝዎ ገጽ ላይ ማየት ይችላሉ',
    footer: 'ቲበብ — ከገለልተኛ ዲዛይነሮች የኢትዮጵያ ባህላዊ አልባሳት።',
  },
} as const;

/** The shopper is told their review was hidden, and why. Plain text: nothing typed can become markup. */
export function reviewHiddenMail(input: { orderId: string; fullName: string | null; productName: string; reason: string }, lang: Lang, publicUrl: string): { subject: string; text: string } {
  const t = TEXT[lang];
  const text = [t.hello(input.fullName), '', t.body(input.productName), '', t.reason, input.reason, '', `${t.edit}: ${publicUrl}/order-success?order=${input.orderId}#review`, '', t.footer].join('\n');
  return { subject: t.subject(input.productName), text };
}
