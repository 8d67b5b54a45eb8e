/**
 * The returns feature's mails, in the recipient's language (the shopper's: the order's; a
 * designer's or admin's: their account's). Plain text: notes are quoted as text, never markup.
 */
export type ReturnsMailLang = 'en' | 'am-ET';
export type ReturnsMailKind = 'opened' | 'accepted' | 'proposed' | 'declined' | 'escalated' | 'decided' | 'received' | 'resolved' | 'overdue';

export interface ReturnsMailFacts {
  orderNumber: string;
  productName: string;
  /** The designer's or admin's note, quoted as text. */
  note: string | null;
  link: string;
  /** The designer's return address and how to send: only ever in the request's shopper's mail. */
  returnInstructions?: string | null;
}

const TEXT = {
  en: {
    hello: 'Selam,',
    subject: {
      opened: (n: string) => `A return or fit claim was opened (order ${n})`,
      accepted: (n: string) => `Your request was accepted (order ${n})`,
      proposed: (n: string) => `The designer proposes another remedy (order ${n})`,
      declined: (n: string) => `The designer declined your request (order ${n})`,
      escalated: (n: string) => `A return or fit claim needs an admin's decision (order ${n})`,
      decided: (n: string) => `An admin decided the request (order ${n})`,
      received: (n: string) => `The designer received the garment (order ${n})`,
      resolved: (n: string) => `Your request is settled (order ${n})`,
      overdue: (n: string) => `A request was not answered in time (order ${n})`,
    },
    body: {
      opened: (p: string) => `The shopper asked for a return, an exchange or a fit remedy for ${p}. Please accept it, propose another remedy or decline it with a reason within the answer time.`,
      accepted: (p: string) => `The designer accepted your request for ${p}. Your order page says what happens next.`,
      proposed: (p: string) => `The designer of ${p} proposes another remedy. Accept it or ask an admin to decide from your order page.`,
      declined: (p: string) => `The designer declined your request for ${p}. You may ask an admin to decide from your order page.`,
      escalated: (p: string) => `A request about ${p} waits for an admin's decision in the console.`,
      decided: (p: string) => `An admin decided the request about ${p}. The decision is final.`,
      received: (p: string) => `The designer received ${p} back.`,
      resolved: (p: string) => `Your request for ${p} is settled. Any refund goes back the way you paid.`,
      overdue: (p: string) => `The designer did not answer the request about ${p} in time: an admin will decide.`,
    },
    quoted: 'Note',
    instructions: 'How to send the garment back',
    open: 'Open',
    footer: 'Tibeb — traditional Ethiopian clothing from independent designers.',
  },
  'am-ET': {
    hello: 'ሰላም፣',
    subject: {
      opened: (n: string) => `የመመለሻ ወይም የልክ ቅሬታ ጥያቄ ቀርቧል (ትዕዛዝ ${n})`,
      accepted: (n: string) => `ጥያቄዎ ተቀባይነት አግኝቷል (ትዕዛዝ ${n})`,
      proposed: (n: string) => `ዲዛይነሩ ሌላ መፍትሔ አቅርቧል (ትዕዛዝ ${n})`,
      declined: (n: string) => `ዲዛይነሩ ጥያቄዎን አልተቀበለም (ትዕዛዝ ${n})`,
      escalated: (n: string) => `የመመለሻ ወይም የልክ ቅሬታ የአስተዳዳሪ ውሳኔ ይፈልጋል (ትዕዛዝ ${n})`,
      decided: (n: string) => `አስተዳዳሪ በጥያቄው ላይ ወስኗል (ትዕዛዝ ${n})`,
      received: (n: string) => `ዲዛይነሩ ልብሱን ተቀብሏል (ትዕዛዝ ${n})`,
      resolved: (n: string) => `ጥያቄዎ ተጠናቋል (ትዕዛዝ ${n})`,
      overdue: (n: string) => `ጥያቄ በጊዜው መልስ አላገኘም (ትዕዛዝ ${n})`,
    },
    body: {
      opened: (p: string) => `ደንበኛው ለ${p} መመለስ፣ መቀየር ወይም የልክ መፍትሔ ጠይቋል። እባክዎ በመልስ ጊዜው ውስጥ ይቀበሉት፣ ሌላ መፍትሔ ያቅርቡ ወይም ምክንያት ሰጥተው አይቀበሉት።`,
      accepted: (p: string) => `ዲዛይነሩ ለ${p} ያቀረቡትን ጥያቄ ተቀብሏል። ቀጥሎ የሚሆነውን የትዕዛዝ ገጽዎ ይነግርዎታል።`,
      proposed: (p: string) => `የ${p} ዲዛይነር ሌላ መፍትሔ አቅርቧል። ከትዕዛዝ ገጽዎ ይቀበሉት ወይም አስተዳዳሪ እንዲወስን ይጠይቁ።`,
      declined: (p: string) => `ዲዛይነሩ ለ${p} ያቀረቡትን ጥያቄ አልተቀበለም። ከትዕዛዝ ገጽዎ አስተዳዳሪ እንዲወስን መጠየቅ ይችላሉ።`,
      escalated: (p: string) => `ስለ ${p} የቀረበ ጥያቄ በአስተዳደር መስኮቱ የአስተዳዳሪ ውሳኔ እየጠበቀ ነው።`,
      decided: (p: string) => `አስተዳዳሪ ስለ ${p} በቀረበው ጥያቄ ላይ ወስኗል። ውሳኔው የመጨረሻ ነው።`,
      received: (p: string) => `ዲዛይነሩ ${p}ን መልሶ ተቀብሏል።`,
      resolved: (p: string) => `ለ${p} ያቀረቡት ጥያቄ ተጠናቋል። ተመላሽ ገንዘብ ካለ በከፈሉበት መንገድ ይመለሳል።`,
      overdue: (p: string) => `ዲዛይነሩ ስለ ${p} ለቀረበው ጥያቄ በጊዜው አልመለሰም፤ አስተዳዳሪ ይወስናል።`,
    },
    quoted: 'ማስታወሻ',
    instructions: 'ልብሱን እንዴት እንደሚመልሱት',
    open: 'ይክፈቱ',
    footer: 'ቲበብ — ከገለልተኛ ዲዛይነሮች የኢትዮጵያ ባህላዊ አልባሳት።',
  },
} as const;

export function returnsMail(kind: ReturnsMailKind, facts: ReturnsMailFacts, lang: ReturnsMailLang): { subject: string; text: string } {
  const t = TEXT[lang];
  const lines: string[] = [t.hello, '', t.body[kind](facts.productName)];
  if (facts.note) lines.push('', `${t.quoted}:`, facts.note);
  if (facts.returnInstructions) lines.push('', `${t.instructions}:`, facts.returnInstructions);
  lines.push('', `${t.open}: ${facts.link}`, '', t.footer);
  return { subject: t.subject[kind](facts.orderNumber), text: lines.join('\n') };
}

export const mailLangOf = (value: string | null | undefined): ReturnsMailLang => (value === 'am-ET' ? 'am-ET' : 'en');
