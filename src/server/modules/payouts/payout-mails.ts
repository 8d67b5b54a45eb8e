import { formatMoney, type CurrencyCode } from '../../../domain/money/currency';
import type { ManualPayoutChannel } from '../../../domain/payouts/api';

/**
 * The mails a designer gets about her payouts, in her language: one is on its way, it arrived, it
 * failed (and the money is back in her balance), an admin recorded one made by hand. Plain text:
 * nothing typed by anyone becomes markup.
 */

type Lang = 'en' | 'am-ET';
export type PayoutMailKind = 'sent' | 'paid' | 'failed' | 'manual';

export interface PayoutMailFacts {
  amountMinor: number;
  currency: CurrencyCode;
  /** "Commercial Bank of Ethiopia •••• 1234"; null for cash. */
  destination: string | null;
  reference: string;
  channel: ManualPayoutChannel | null;
}

const CHANNELS: Record<Lang, Record<ManualPayoutChannel, string>> = {
  en: { bank: 'bank transfer', telebirr: 'telebirr', cbe_birr: 'CBE Birr', cash: 'cash' },
  'am-ET': { bank: 'የባንክ ዝውውር', telebirr: 'ቴሌብር', cbe_birr: 'ሲቢኢ ብር', cash: 'ጥሬ ገንዘብ' },
};

const TEXT = {
  en: {
    hello: (name: string | null) => (name ? `Selam ${name},` : 'Selam,'),
    subject: { sent: 'Your Tibeb payout is on its way', paid: 'Your Tibeb payout has been paid', failed: 'Your Tibeb payout did not go through', manual: 'A Tibeb payout has been recorded' },
    body: {
      sent: (a: string, to: string) => `A payout of ${a} is on its way to ${to}. We will write again when it has arrived.`,
      paid: (a: string, to: string) => `${a} has been paid to ${to}.`,
      failed: (a: string, to: string) =>
        `The payout of ${a} to ${to} did not go through. The amount is back in your available balance, and our team will look into it and pay you again. Please check that your payout account in the studio is right.`,
      manual: (a: string, how: string) => `${a} has been paid to you by ${how}.`,
    },
    yourAccount: 'your payout account',
    reference: 'Reference',
    earnings: 'Your earnings and payouts',
    footer: 'Tibeb — traditional Ethiopian clothing from independent designers.',
  },
  'am-ET': {
    hello: (name: string | null) => (name ? `ሰላም ${name}፣` : 'ሰላም፣'),
    subject: { sent: 'የቲበብ ክፍያዎ በመላክ ላይ ነው', paid: 'የቲበብ ክፍያዎ ተፈጽሟል', failed: 'የቲበብ ክፍያዎ አልተሳካም', manual: 'የቲበብ ክፍያ ተመዝግቧል' },
    body: {
      sent: (a: string, to: string) => `የ${a} ክፍያ ወደ ${to} በመላክ ላይ ነው። ሲደርስ በድጋሚ እንጽፍልዎታለን።`,
      paid: (a: string, to: string) => `${a} ወደ ${to} ተከፍሏል።`,
      failed: (a: string, to: string) =>
        `ወደ ${to} የተላከው የ${a} ክፍያ አልተሳካም። ገንዘቡ ወደ ሚገኘው ቀሪ ሂሳብዎ ተመልሷል፤ ቡድናችን ጉዳዩን ተመልክቶ በድጋሚ ይከፍልዎታል። እባክዎ በስቱዲዮ ውስጥ ያለው የክፍያ ሂሳብዎ ትክክል መሆኑን ያረጋግጡ።`,
      manual: (a: string, how: string) => `${a} በ${how} ተከፍሎዎታል።`,
    },
    yourAccount: 'የክፍያ ሂሳብዎ',
    reference: 'ማጣቀሻ',
    earnings: 'ገቢዎና ክፍያዎችዎ',
    footer: 'ቲበብ — ከገለልተኛ ዲዛይነሮች የኢትዮጵያ ባህላዊ አልባሳት።',
  },
} as const;

export function payoutMail(kind: PayoutMailKind, facts: PayoutMailFacts, lang: Lang, greetName: string | null, publicUrl: string): { subject: string; text: string } {
  const t = TEXT[lang];
  const amount = formatMoney(facts.amountMinor, facts.currency, lang);
  const to = facts.destination ?? t.yourAccount;
  const body = kind === 'manual' ? t.body.manual(amount, CHANNELS[lang][facts.channel ?? 'bank']) : t.body[kind](amount, to);
  const text = [t.hello(greetName), '', body, '', `${t.reference}: ${facts.reference}`, '', `${t.earnings}: ${publicUrl}/studio/earnings`, '', t.footer].join('\n');
  return { subject: t.subject[kind], text };
}
