/**
 * The mail a designer gets when her payout account is added or changed. It is the guard against a
 * stolen session redirecting her money: it names the account (masked), says payouts wait until
 * the hold ends, and tells her what to do if it was not her. The account's name is left out: it is
 * text typed by whoever held the session, and a thief's words must not reach her inbox as ours.
 */
export type MailLang = 'en' | 'am-ET';

export interface AccountChangeFacts {
  /** Added (none before) or changed. */
  change: 'added' | 'changed';
  institutionName: string;
  maskedNumber: string;
  /** The day payouts may go to it again, YYYY-MM-DD (UTC). */
  heldUntil: string;
}

const TEXT = {
  en: {
    subject: { added: 'Your Tibeb payout account was added', changed: 'Your Tibeb payout account was changed' },
    hello: (name: string | null) => (name ? `Selam ${name},` : 'Selam,'),
    intro: { added: 'A payout account was just added to your Tibeb studio:', changed: 'The payout account of your Tibeb studio was just changed to:' },
    hold: (date: string) => `For your safety, payouts to it wait until ${date}.`,
    notYou: (contact: string) => `If this was not you, change your password now and contact us at once: ${contact}`,
    footer: 'Tibeb — traditional Ethiopian clothing from independent designers.',
  },
  'am-ET': {
    subject: { added: 'የቲበብ የክፍያ መቀበያ ሂሳብዎ ተጨምሯል', changed: 'የቲበብ የክፍያ መቀበያ ሂሳብዎ ተቀይሯል' },
    hello: (name: string | null) => (name ? `ሰላም ${name}፣` : 'ሰላም፣'),
    intro: { added: 'በቲበብ ስቱዲዮዎ ላይ የክፍያ መቀበያ ሂሳብ አሁን ተጨምሯል፦', changed: 'የቲበብ ስቱዲዮዎ የክፍያ መቀበያ ሂሳብ አሁን ወደዚህ ተቀይሯል፦' },
    hold: (date: string) => `ለደህንነትዎ ሲባል ወደዚህ ሂሳብ የሚላኩ ክፍያዎች እስከ ${date} ድረስ ይቆያሉ።`,
    notYou: (contact: string) => `ይህን እርስዎ ካላደረጉት አሁኑኑ የይለፍ ቃልዎን ይቀይሩና ወዲያውኑ ያግኙን፦ ${contact}`,
    footer: 'ቲበብ — ከገለልተኛ ዲዛይነሮች የኢትዮጵያ ባህላዊ አልባሳት።',
  },
} as const;

export function payoutAccountChangedMail(facts: AccountChangeFacts, greetName: string | null, lang: MailLang, publicUrl: string): { subject: string; text: string } {
  const t = TEXT[lang];
  const text = [
    t.hello(greetName),
    '',
    t.intro[facts.change],
    '',
    `  ${facts.institutionName} ${facts.maskedNumber}`,
    '',
    t.hold(facts.heldUntil),
    '',
    t.notYou(`${publicUrl}/contact`),
    '',
    t.footer,
  ].join('\n');
  return { subject: t.subject[facts.change], text };
}
