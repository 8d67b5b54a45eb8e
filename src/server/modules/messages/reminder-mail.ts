/**
 * The mail a person gets when a message has waited unread for 15 minutes, in their language.
 * Plain text: nothing anyone typed becomes markup, and the message itself is not quoted (the
 * conversation may hold measurements and addresses; the mail only says where to read it).
 */

export type MailLang = 'en' | 'am-ET';

export const mailLang = (language: string | null | undefined): MailLang => (language?.startsWith('am') ? 'am-ET' : 'en');

const TEXT = {
  en: {
    subject: (order: string) => `New message about your Tibeb order ${order}`,
    hello: (name: string | null) => (name ? `Selam ${name},` : 'Selam,'),
    body: (n: number, from: string, order: string) => `You have ${n === 1 ? 'an unread message' : `${n} unread messages`} from ${from} about order ${order}.`,
    read: 'Read and answer',
    designer: 'the designer',
    shopper: 'your customer',
    footer: 'Tibeb — traditional Ethiopian clothing from independent designers.',
  },
  'am-ET': {
    subject: (order: string) => `ስለ ቲበብ ትዕዛዝዎ ${order} አዲስ መልዕክት`,
    hello: (name: string | null) => (name ? `ሰላም ${name}፣` : 'ሰላም፣'),
    body: (n: number, from: string, order: string) => `ስለ ትዕዛዝ ${order} ከ${from} ${n === 1 ? 'ያልተነበበ መልዕክት' : `${n} ያልተነበቡ መልዕክቶች`} አለዎት።`,
    read: 'ያንብቡና ይመልሱ',
    designer: 'ዲዛይነሩ',
    shopper: 'ደንበኛዎ',
    footer: 'ቲበብ — ከገለልተኛ ዲዛይነሮች የኢትዮጵያ ባህላዊ አልባሳት።',
  },
} as const;

export function reminderMail(facts: { lang: MailLang; recipient: 'shopper' | 'designer'; name: string | null; unread: number; orderNumber: string; link: string }): { subject: string; text: string } {
  const t = TEXT[facts.lang];
  const from = facts.recipient === 'shopper' ? t.designer : t.shopper;
  const text = [t.hello(facts.name), '', t.body(facts.unread, from, facts.orderNumber), '', `${t.read}: ${facts.link}`, '', t.footer].join('\n');
  return { subject: t.subject(facts.orderNumber), text };
}
