type Lang = 'en' | 'am-ET';

const TEXT = {
  en: {
    subject: (product: string) => `How does your ${product} fit?`,
    hello: (name: string | null) => (name ? `Selam ${name},` : 'Selam,'),
    body: (product: string) => `Your ${product} has arrived. Two taps tell us how it fits, and help the next shopper choose the right size and the designer perfect the pattern.`,
    link: 'Review the fit',
    window: 'You can review the fit for 60 days after delivery.',
    footer: 'Tibeb — traditional Ethiopian clothing from independent designers.',
  },
  'am-ET': {
    subject: (product: string) => `${product} እንዴት ልክ ሆነልዎ?`,
    hello: (name: string | null) => (name ? `ሰላም ${name}፣` : 'ሰላም፣'),
    body: (product: string) => `${product} ደርሶዎታል። በሁለት ንክኪ ልኩ እንዴት እንደሆነ ይንገሩን፤ ቀጣዩ ደንበኛ ትክክለኛውን መጠን እንዲመርጥ፣ ዲዛይነሩም ቅዱን እንዲያሻሽል ይረዳል።`,
    link: 'ልኩን ይገምግሙ',
    window: 'ከደረሰ በኋላ ለ60 ቀናት ልኩን መገምገም ይችላሉ።',
    footer: 'ቲበብ — ከገለልተኛ ዲዛይነሮች የኢትዮጵያ ባህላዊ አልባሳት።',
  },
} as const;

/** The invitation to review a delivered line's fit. Plain text: nothing a shopper typed can become markup. */
export function fitReviewInviteMail(line: { orderId: string; fullName: string | null; productName: string }, lang: Lang, publicUrl: string): { subject: string; text: string } {
  const t = TEXT[lang];
  const text = [t.hello(line.fullName), '', t.body(line.productName), '', `${t.link}: ${publicUrl}/order-success?order=${line.orderId}#fit-review`, '', t.window, '', t.footer].join('\n');
  return { subject: t.subject(line.productName), text };
}
