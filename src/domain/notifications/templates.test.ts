import { describe, expect, it } from 'vitest';
import { choiceKindOf, deliveryChannels, deliveryKey, emailChosen, emailLocked, kindsFor, KIND_RULES, NOTIFICATION_KINDS, normaliseChoice } from './kinds';
import { smsLength } from './sms';
import { escapeTelegramHtml, readBotCommand, telegramDeepLink } from './telegram';
import { linkPath, renderNotification } from './templates';
import { BOT_TEXTS, NOTIFICATION_TEXTS, PHONE_CODE_TEXT } from './texts';

const data = { orderId: 'o-1', orderNumber: 'TB-2026-0042', name: 'Selam Habesha Design', count: '2', carrier: 'EMS', tracking: 'EE123456789ET', threadId: 't-1', status: 'approved', amount: 'ETB 1,250.00' };

describe('templates', () => {
  it('every kind has its words in English and in Amharic, with the same holes', () => {
    for (const kind of NOTIFICATION_KINDS) {
      const en = NOTIFICATION_TEXTS.en[kind];
      const am = NOTIFICATION_TEXTS['am-ET'][kind];
      expect(en.title.length, kind).toBeGreaterThan(0);
      expect(am.title, kind).toMatch(/[\u1200-\u137F]/);
      expect(am.body, kind).toMatch(/[\u1200-\u137F]/);
      const holes = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(holes(am.title + am.body), kind).toEqual(holes(en.title + en.body));
    }
    for (const texts of [BOT_TEXTS.en, BOT_TEXTS['am-ET']]) expect(Object.values(texts).every((t) => t.length > 0)).toBe(true);
    expect(PHONE_CODE_TEXT['am-ET']('123456')).toContain('123456');
  });

  it('every kind renders in both languages with no hole left, a link to its page, and an SMS of at most two parts', () => {
    for (const kind of NOTIFICATION_KINDS) {
      for (const locale of ['en', 'am-ET'] as const) {
        const r = renderNotification(kind, locale, data, 'https://tibeb.et/');
        expect(r.text, `${kind} ${locale}`).not.toMatch(/\{\w+\}/);
        expect(r.text).toContain(`https://tibeb.et${linkPath(kind, data)}`);
        expect(r.telegramHtml).toContain('<b>');
        expect(smsLength(r.sms).segments, `${kind} ${locale}: ${r.sms}`).toBeLessThanOrEqual(2);
        expect(r.sms.endsWith(`https://tibeb.et${linkPath(kind, data)}`)).toBe(true);
      }
    }
  });

  it('reads a status code in the recipient’s language, and corrects a shipping in both', () => {
    const en = renderNotification('return-update', 'en', { ...data, status: 'escalated' }, 'https://tibeb.et');
    const am = renderNotification('return-update', 'am-ET', { ...data, status: 'escalated' }, 'https://tibeb.et');
    expect(en.text).toContain('with Tibeb to decide');
    expect(am.text).toContain('ቲበብ እንዲወስን ተላልፏል');
    expect(am.text).not.toContain('escalated');
    expect(renderNotification('application-decided', 'am-ET', { status: 'rejected' }, 'https://tibeb.et').text).toContain('አልጸደቀም');
    expect(renderNotification('application-decided', 'en', { status: 'unheard-of' }, 'https://tibeb.et').text).toContain('unheard-of');
    const undone = renderNotification('shipped-undone', 'am-ET', data, 'https://tibeb.et');
    expect(undone.subject).toBe('ትዕዛዝ TB-2026-0042 ገና አልተላከም');
    expect(undone.text).toContain('/order-success?order=o-1');
    expect(renderNotification('shipped-undone', 'en', data, 'https://tibeb.et').subject).toBe('Order TB-2026-0042: not shipped yet');
  });

  it('the Amharic new-order SMS is UCS-2', () => {
    expect(smsLength(renderNotification('new-order', 'am-ET', data, 'https://tibeb.et').sms).encoding).toBe('ucs2');
  });

  it('escapes markup in names for Telegram and keeps newlines out of every channel', () => {
    const r = renderNotification('new-order', 'en', { ...data, name: '<a href="x">Sale</a> & <b>\nfree' }, 'https://tibeb.et');
    expect(r.telegramHtml).toContain('&lt;a href=&quot;x&quot;&gt;Sale&lt;/a&gt; &amp; &lt;b&gt; free');
    expect(r.telegramHtml).not.toContain('<a href="x">');
    expect(r.subject).not.toContain('\n');
  });

  it('links the page that acts', () => {
    expect(linkPath('new-order', data)).toBe('/designer-dashboard#designer-orders');
    expect(linkPath('shipped', data)).toBe('/order-success?order=o-1');
    expect(linkPath('message-new', { ...data, side: 'designer' })).toBe('/designer/messages?thread=t-1');
    expect(linkPath('message-new', { ...data, side: 'shopper' })).toBe('/order-success?order=o-1#messages');
    expect(linkPath('application-decided', { status: 'approved' })).toBe('/designer-dashboard');
    expect(linkPath('application-decided', { status: 'changes_requested' })).toBe('/designer-register');
    expect(linkPath('return-update', { ...data, side: 'designer' })).toBe('/designer-dashboard#designer-returns');
    expect(linkPath('production-photo', data)).toBe('/order-success?order=o-1');
  });
});

describe('channels', () => {
  const none = { telegram: false, sms: false };
  it('designers get new orders and messages by Telegram when linked, else SMS; shoppers by e-mail', () => {
    expect(deliveryChannels('new-order', null, 'designer', { telegram: true, sms: true })).toEqual(['telegram']);
    expect(deliveryChannels('new-order', null, 'designer', { telegram: false, sms: true })).toEqual(['sms']);
    expect(deliveryChannels('payment-failed', null, 'customer', { telegram: true, sms: true })).toEqual(['email']);
    expect(deliveryChannels('payment-failed', null, 'designer', { telegram: true, sms: true })).toEqual(['email']);
  });

  it('a channel the person cannot be reached on is dropped; e-mail is left to a feature that mails its own', () => {
    expect(deliveryChannels('shipped', ['email', 'telegram', 'sms'], 'customer', none)).toEqual([]);
    expect(deliveryChannels('shipped', ['telegram'], 'customer', { telegram: true, sms: false })).toEqual(['telegram']);
    expect(deliveryChannels('payment-failed', ['sms', 'email'], 'customer', { telegram: false, sms: true })).toEqual(['email', 'sms']);
    expect(deliveryChannels('payment-failed', [], 'customer', { telegram: true, sms: true })).toEqual([]);
  });

  it('security kinds cannot be chosen and go by e-mail only (the accounts feature mails them)', () => {
    for (const kind of NOTIFICATION_KINDS.filter((k) => KIND_RULES[k].security)) {
      expect(normaliseChoice(kind, ['telegram'])).toBeNull();
      expect(deliveryChannels(kind, [], 'customer', { telegram: true, sms: true })).toEqual([]);
    }
    expect(normaliseChoice('shipped', ['sms', 'email', 'sms'])).toEqual(['email', 'sms']);
  });

  it('shoppers choose shopper kinds; designers see all of them but corrections, which follow the kind they correct', () => {
    expect(kindsFor('customer')).not.toContain('new-order');
    expect(kindsFor('customer')).toContain('application-decided');
    expect(kindsFor('designer')).toEqual(NOTIFICATION_KINDS.filter((k) => k !== 'shipped-undone'));
    expect(choiceKindOf('shipped-undone')).toBe('shipped');
    expect(choiceKindOf('payout-sent')).toBe('payout-sent');
  });

  it('a feature mail follows the e-mail choice, except security kinds and a contact answer (the mail is the answer)', () => {
    expect(emailChosen('shipped', null)).toBe(true);
    expect(emailChosen('shipped', ['telegram'])).toBe(false);
    expect(emailChosen('shipped', ['email', 'sms'])).toBe(true);
    expect(emailChosen('contact-answered', [])).toBe(true);
    expect(emailChosen('password-changed', [])).toBe(true);
    expect(emailLocked('contact-answered')).toBe(true);
    expect(emailLocked('new-order')).toBe(false);
    expect(normaliseChoice('contact-answered', ['telegram'])).toEqual(['email', 'telegram']);
  });

  it('one key per event, recipient and channel', () => {
    expect(deliveryKey('new-order', 'o-1', 'u-1', 'sms')).toBe('new-order:o-1:u-1:sms');
    expect(deliveryKey('new-order', 'o-1', 'u-1', 'sms')).not.toBe(deliveryKey('new-order', 'o-1', 'u-1', 'telegram'));
  });
});

describe('telegram', () => {
  it('escapes the three characters of its HTML mode (and quotes)', () => {
    expect(escapeTelegramHtml('a<b>&"c"')).toBe('a&lt;b&gt;&amp;&quot;c&quot;');
  });

  it('reads /start with a token, /stop, and nothing else', () => {
    const token = 'A'.repeat(32);
    expect(readBotCommand(`/start ${token}`)).toEqual({ command: 'start', token });
    expect(readBotCommand(`/start@TibebBot ${token}`)).toEqual({ command: 'start', token });
    expect(readBotCommand('/start')).toEqual({ command: 'start', token: null });
    expect(readBotCommand('/start <script>')).toEqual({ command: 'start', token: null });
    expect(readBotCommand('/stop')).toEqual({ command: 'stop' });
    expect(readBotCommand('hello')).toEqual({ command: 'other' });
    expect(readBotCommand(undefined)).toEqual({ command: 'other' });
  });

  it('builds the deep link', () => {
    expect(telegramDeepLink('TibebBot', 'abc')).toBe('https://t.me/TibebBot?start=abc');
  });
});
