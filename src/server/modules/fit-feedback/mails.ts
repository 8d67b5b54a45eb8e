type Lang = 'en' | 'am-ET';

const TEXT = {
  en: {
    subject: (product: string) => `How does your ${product} fit? How do you like it?`,
    hello: (name: string | null) => (name ? `Selam ${name},` : 'Selam,'),
    body: (product: string) =>
      `Your ${product} has arrived. Tell us how it fits and what you think of it: stars, a few words, a photo if you like. Your review helps the next shopper choose the right size, and the designer perfect the pattern.`,
    link: 'Write your review',
    window: (days: number) => `You can write or change your review for ${days} days after delivery.`,
    footer: 'Tibeb — traditional Ethiopian clothing from independent designers.',
  },
  'am-ET': {
    subject: (product: string) => `${product} እንዴት ልክ ሆነልዎ? እንዴት ወደዱት?`,
    hello: (name: string | null) => (name ? `ሰላም ${name}፣` : 'ሰላም፣'),
    body: (product: string) =>
      `${product} ደርሶዎታል። ልኩ እንዴት እንደሆነና ምን እንደሚያስቡ ይንገሩን፤ ኮከቦች፣ ጥቂት ቃላት፣ ከፈለጉም ፎቶ። ግምገማዎ ቀጣዩ ደንበኛ ትክክለኛውን መጠን እንዲመርጥ፣ ዲዛይነሩም ቅዱን እንዲያሻሽል ይረዳል።`,
    link: 'ግምገማዎን ይጻፉ',
    window: (days: number) => `ከደረሰ በኋላ ለ${days} ቀናት ግምገማዎን መጻፍ ወይም መቀየር ይችላሉ።`,
    footer: 'ቲበብ — ከገለልተኛ ዲዛይነሮች የኢትዮጵያ ባህላዊ አልባሳት።',
  },
} as const;

/**
 * The invitation to review a delivered line (its fit and the garment, one form on the order page,
 * opened at the line's form). Plain text: nothing a shopper typed can become markup.
 */
export function reviewInviteMail(
  line: { orderId: string; lineId: string; fullName: string | null; productName: string },
  lang: Lang,
  publicUrl: string,
  windowDays: number,
): { subject: string; text: string } {
  const t = TEXT[lang];
  const link = `${publicUrl}/order-success?order=${encodeURIComponent(line.orderId)}#review-${encodeURIComponent(line.lineId)}`;
  const text = [t.hello(line.fullName), '', t.body(line.productName), '', `${t.link}: ${link}`, '', t.window(windowDays), '', t.footer].join('\n');
  return { subject: t.subject(line.productName), text };
}
