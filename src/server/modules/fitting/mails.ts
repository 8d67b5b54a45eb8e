/**
 * The measurement review's mails, in the recipient's language (the shopper's: the order's; a
 * designer's or admin's: their account's). Plain text: the designer's question is quoted as text,
 * never markup. Dates are the deadline's day in Addis Ababa (UTC+3), where the designers work.
 */

export type FittingMailLang = 'en' | 'am-ET';
export type FittingMailKind = 'question' | 'answered' | 'review_reminder' | 'review_overdue_shopper' | 'review_overdue_admin' | 'answer_reminder' | 'answer_overdue';

export interface FittingMailFacts {
  orderNumber: string;
  productName: string;
  /** The deadline the mail is about (the review's or the answer's). */
  dueAt: Date | null;
  question: string | null;
  /** Where the recipient acts: the order page for the shopper, the studio for the designer, the console for admins. */
  link: string;
}

const dayOf = (at: Date | null): string => (at ? new Date(at.getTime() + 3 * 3600_000).toISOString().slice(0, 10) : '');

const TEXT = {
  en: {
    hello: (name: string | null) => (name ? `Selam ${name},` : 'Selam,'),
    subject: {
      question: (n: string) => `A question about your measurements (order ${n})`,
      answered: (n: string) => `The shopper answered your question (order ${n})`,
      review_reminder: (n: string) => `Please review the measurements of order ${n}`,
      review_overdue_shopper: (n: string) => `Your measurements have not been reviewed yet (order ${n})`,
      review_overdue_admin: (n: string) => `Measurements not reviewed in time (order ${n})`,
      answer_reminder: (n: string) => `Please answer the designer's question (order ${n})`,
      answer_overdue: (n: string) => `The shopper has not answered (order ${n})`,
    },
    body: {
      question: (p: string, d: string) => `The designer of your ${p} has a question about your measurements before cutting the cloth. Please correct them or confirm them as they are by ${d}.`,
      answered: (p: string) => `The shopper answered your question about the measurements for ${p}. Please review them again.`,
      review_reminder: (p: string, d: string) => `The measurements for ${p} are waiting for your review. Please accept them or ask about them by ${d}.`,
      review_overdue_shopper: (p: string) =>
        `The designer has not reviewed your measurements for ${p} in time. You may wait, or cancel this garment with a full refund from your order page.`,
      review_overdue_admin: (p: string, d: string) => `The designer did not review the measurements for ${p} by ${d}. The shopper may now cancel the line with a full refund.`,
      answer_reminder: (p: string, d: string) => `The designer of your ${p} is waiting for your answer about your measurements. Please answer by ${d}.`,
      answer_overdue: (p: string, d: string) => `The shopper did not answer the question about the measurements for ${p} by ${d}.`,
    },
    quoted: 'The question',
    open: 'Open',
    footer: 'Tibeb — traditional Ethiopian clothing from independent designers.',
  },
  'am-ET': {
    hello: (name: string | null) => (name ? `ሰላም ${name}፣` : 'ሰላም፣'),
    subject: {
      question: (n: string) => `ስለ ልኬቶችዎ ጥያቄ (ትዕዛዝ ${n})`,
      answered: (n: string) => `ደንበኛው ጥያቄዎን መልሷል (ትዕዛዝ ${n})`,
      review_reminder: (n: string) => `እባክዎ የትዕዛዝ ${n} ልኬቶችን ይገምግሙ`,
      review_overdue_shopper: (n: string) => `ልኬቶችዎ ገና አልተገመገሙም (ትዕዛዝ ${n})`,
      review_overdue_admin: (n: string) => `ልኬቶች በጊዜው አልተገመገሙም (ትዕዛዝ ${n})`,
      answer_reminder: (n: string) => `እባክዎ የዲዛይነሩን ጥያቄ ይመልሱ (ትዕዛዝ ${n})`,
      answer_overdue: (n: string) => `ደንበኛው አልመለሰም (ትዕዛዝ ${n})`,
    },
    body: {
      question: (p: string, d: string) => `የ${p} ዲዛይነር ጨርቁን ከመቁረጡ በፊት ስለ ልኬቶችዎ ጥያቄ አለው። እባክዎ እስከ ${d} ድረስ ልኬቶቹን ያስተካክሉ ወይም እንዳሉ ያረጋግጡ።`,
      answered: (p: string) => `ደንበኛው ስለ ${p} ልኬቶች ለጠየቁት ጥያቄ መልስ ሰጥቷል። እባክዎ በድጋሚ ይገምግሟቸው።`,
      review_reminder: (p: string, d: string) => `የ${p} ልኬቶች ግምገማዎን እየጠበቁ ነው። እባክዎ እስከ ${d} ድረስ ይቀበሏቸው ወይም ስለእነሱ ይጠይቁ።`,
      review_overdue_shopper: (p: string) => `ዲዛይነሩ የ${p} ልኬቶችዎን በጊዜው አልገመገመም። መጠበቅ ይችላሉ፣ ወይም ከትዕዛዝ ገጽዎ ይህን ልብስ ሙሉ ገንዘብ ተመላሽ በማድረግ መሰረዝ ይችላሉ።`,
      review_overdue_admin: (p: string, d: string) => `ዲዛይነሩ የ${p} ልኬቶችን እስከ ${d} ድረስ አልገመገመም። ደንበኛው አሁን መስመሩን ሙሉ ገንዘብ ተመላሽ በማድረግ መሰረዝ ይችላል።`,
      answer_reminder: (p: string, d: string) => `የ${p} ዲዛይነር ስለ ልኬቶችዎ መልስዎን እየጠበቀ ነው። እባክዎ እስከ ${d} ድረስ ይመልሱ።`,
      answer_overdue: (p: string, d: string) => `ደንበኛው ስለ ${p} ልኬቶች ለቀረበው ጥያቄ እስከ ${d} ድረስ አልመለሰም።`,
    },
    quoted: 'ጥያቄው',
    open: 'ይክፈቱ',
    footer: 'ቲበብ — ከገለልተኛ ዲዛይነሮች የኢትዮጵያ ባህላዊ አልባሳት።',
  },
} as const;

export function fittingMail(kind: FittingMailKind, facts: FittingMailFacts, lang: FittingMailLang, greetName: string | null): { subject: string; text: string } {
  const t = TEXT[lang];
  const day = dayOf(facts.dueAt);
  const lines = [t.hello(greetName), '', t.body[kind](facts.productName, day)];
  if (facts.question && (kind === 'question' || kind === 'answer_reminder')) lines.push('', `${t.quoted}:`, facts.question);
  lines.push('', `${t.open}: ${facts.link}`, '', t.footer);
  return { subject: t.subject[kind](facts.orderNumber), text: lines.join('\n') };
}

export const mailLangOf = (value: string | null | undefined): FittingMailLang => (value === 'am-ET' ? 'am-ET' : 'en');
