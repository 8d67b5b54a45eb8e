import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { AccountMail } from '../../plugins/auth';
import { mailGreetingName } from '../../../domain/security';
import { findMe } from './queries';

type Locale = 'en' | 'am-ET';

export type AccountMailKind = AccountMail['kind'] | 'welcome' | 'password-changed' | 'account-deleted';

interface Written {
  subject: string;
  text: string;
}

/** Where each link lands in the web app; the page reads the token from the query. */
export function accountLink(publicUrl: string, kind: AccountMail['kind'], token: string): string {
  const page = kind === 'reset-password' ? 'reset-password' : 'confirm-email';
  return `${publicUrl}/${page}?token=${encodeURIComponent(token)}`;
}

/**
 * The words of every account mail, in the shopper's language. Plain text: the name is the only
 * thing a shopper wrote, and plain text cannot carry markup. `name` is what mailGreetingName let
 * through (null: the mail greets without one).
 */
export function writeAccountMail(kind: AccountMailKind, locale: Locale, name: string | null, link: string | null): Written {
  const am = locale === 'am-ET';
  // No name, no greeting by name: see mailGreetingName.
  const amHello = name ? `ሰላም ${name}፣` : 'ሰላም፣';
  const enHello = name ? `Hello ${name},` : 'Hello,';
  switch (kind) {
    case 'welcome':
      return am
        ? {
            subject: 'እንኳን ወደ ቲበብ በደህና መጡ — ኢሜይልዎን ያረጋግጡ',
            text: `${amHello}\n\nየቲበብ መለያዎ ተፈጥሯል። ይህ የእርስዎ ኢሜይል መሆኑን ለማረጋገጥ ይህን አገናኝ ይክፈቱ፦\n${link}\n\nአገናኙ ለ3 ቀናት ያገለግላል። መለያውን እርስዎ ካልከፈቱ ይህን መልዕክት ይተዉት።\n`,
          }
        : {
            subject: 'Welcome to Tibeb — please confirm your email',
            text: `${enHello}\n\nYour Tibeb account is ready. Please confirm that this address is yours by opening this link:\n${link}\n\nThe link works for 3 days. If you did not create this account, ignore this message.\n`,
          };
    case 'confirm-email':
      return am
        ? { subject: 'ኢሜይልዎን ያረጋግጡ', text: `${amHello}\n\nይህ የእርስዎ ኢሜይል መሆኑን ለማረጋገጥ ይህን አገናኝ ይክፈቱ፦\n${link}\n\nአገናኙ ለ3 ቀናት ያገለግላል።\n` }
        : { subject: 'Confirm your email for Tibeb', text: `${enHello}\n\nPlease confirm that this address is yours by opening this link:\n${link}\n\nThe link works for 3 days.\n` };
    case 'change-email':
      return am
        ? {
            subject: 'አዲሱን ኢሜይልዎን ያረጋግጡ',
            text: `${amHello}\n\nየቲበብ መለያዎን ኢሜይል ወደዚህ አድራሻ ለመቀየር ይህን አገናኝ ይክፈቱ፦\n${link}\n\nእስኪያረጋግጡ ድረስ የቀድሞው ኢሜይል ይቀጥላል። ይህን ለውጥ እርስዎ ካልጠየቁ ይህን መልዕክት ይተዉት።\n`,
          }
        : {
            subject: 'Confirm your new email for Tibeb',
            text: `${enHello}\n\nTo use this address for your Tibeb account, open this link:\n${link}\n\nUntil you do, your account keeps its old address. If you did not ask for this change, ignore this message.\n`,
          };
    case 'reset-password':
      return am
        ? {
            subject: 'የቲበብ የይለፍ ቃልዎን ይቀይሩ',
            text: `${amHello}\n\nአዲስ የይለፍ ቃል ለማዘጋጀት ይህን አገናኝ ይክፈቱ፦\n${link}\n\nአገናኙ ለአንድ ሰዓት እና አንድ ጊዜ ብቻ ያገለግላል። ከቀየሩ በኋላ በሁሉም መሳሪያዎች ላይ ከመለያዎ ይወጣሉ። ይህን እርስዎ ካልጠየቁ ይህን መልዕክት ይተዉት፤ የይለፍ ቃልዎ አይቀየርም።\n`,
          }
        : {
            subject: 'Reset your Tibeb password',
            text: `${enHello}\n\nTo choose a new password, open this link:\n${link}\n\nThe link works once, for one hour. Setting a new password signs you out on every device. If you did not ask for this, ignore this message: your password stays as it is.\n`,
          };
    case 'password-changed':
      return am
        ? { subject: 'የቲበብ የይለፍ ቃልዎ ተቀይሯል', text: `${amHello}\n\nየመለያዎ የይለፍ ቃል አሁን ተቀይሯል። ይህን እርስዎ ካላደረጉ በ«የይለፍ ቃል ረሱ?» አዲስ ያዘጋጁ እና ያግኙን።\n` }
        : { subject: 'Your Tibeb password was changed', text: `${enHello}\n\nThe password of your account was just changed. If this was not you, choose a new one with "Forgot password?" and contact us.\n` };
    case 'account-deleted':
      return am
        ? { subject: 'የቲበብ መለያዎ ተሰርዟል', text: `${amHello}\n\nመለያዎ እና የግል መረጃዎ ተሰርዘዋል። የትዕዛዞችዎ መዝገብ ለዲዛይነሮች ያለ ስምዎ ይቀመጣል።\n` }
        : { subject: 'Your Tibeb account was deleted', text: `${enHello}\n\nYour account and personal details were deleted. The record of your orders stays with the designers, without your name.\n` };
  }
}

export interface MailRecipient {
  email: string;
  fullName: string;
  preferredLanguage: string;
  /** Whether `email` is the account's own confirmed address (a name goes only there). */
  emailVerified: boolean;
}

export async function sendAccountMail(
  app: { mailer: FastifyInstance['mailer'] },
  publicUrl: string,
  kind: AccountMailKind,
  to: MailRecipient,
  token?: string,
): Promise<void> {
  const linkKind: AccountMail['kind'] | null = kind === 'welcome' ? 'confirm-email' : kind === 'reset-password' || kind === 'confirm-email' || kind === 'change-email' ? kind : null;
  const link = linkKind && token ? accountLink(publicUrl, linkKind, token) : null;
  const locale: Locale = to.preferredLanguage === 'am-ET' ? 'am-ET' : 'en';
  const written = writeAccountMail(kind, locale, mailGreetingName(to.fullName, to.emailVerified), link);
  await app.mailer.send({ to: to.email, ...written });
}

/** The mails better-auth asks for (reset links, e-mail changes), written in the account's language. */
export interface AuthMailerDeps {
  db: Database;
  mailer: FastifyInstance['mailer'];
  publicUrl: string;
}

export function createAuthMailer({ db, mailer, publicUrl }: AuthMailerDeps): (mail: AccountMail) => Promise<void> {
  return async (mail) => {
    const me = await findMe(db, mail.userId);
    if (!me) return;
    // An e-mail change mails the new address, which nobody has confirmed yet.
    await sendAccountMail({ mailer }, publicUrl, mail.kind, { ...me, email: mail.to, emailVerified: me.emailVerified && mail.to.toLowerCase() === me.email.toLowerCase() }, mail.token);
  };
}
