/**
 * What Tibeb tells people about, over which channels, and who chooses (issue 42). Pure data and
 * rules: the server's outbox and the web's preference table read the same lists.
 */

export const CHANNELS = ['email', 'telegram', 'sms'] as const;
export type Channel = (typeof CHANNELS)[number];

export const NOTIFICATION_KINDS = [
  'order-placed',
  'new-order',
  'payment-confirmed',
  'payment-failed',
  'measurements-to-review',
  'question-asked',
  'question-answered',
  'message-new',
  'production-photo',
  'shipped',
  'delivered',
  'return-update',
  'payout-sent',
  'payout-failed',
  'application-decided',
  'contact-answered',
  'password-changed',
  'email-changed',
  'shipped-undone',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const isNotificationKind = (value: string): value is NotificationKind => (NOTIFICATION_KINDS as readonly string[]).includes(value);

/** Who a kind is for: the preference table of /profile shows shopper kinds, the studio's designer kinds. */
export type Audience = 'shopper' | 'designer' | 'everyone';

export interface KindRule {
  audience: Audience;
  /** Always by e-mail, never delayed by quiet hours, never switched off. */
  security: boolean;
  /**
   * The feature that causes it already mails its own, fuller message (the order confirmation with
   * its lines, the designer's order mail with the measurements, the unread-message reminder): the
   * outbox then carries only Telegram and SMS, so nobody gets the same e-mail twice (decision 044).
   */
  mailedByFeature: boolean;
  /**
   * Its e-mail cannot be switched off: security kinds, and a kind whose mail is itself the thing
   * told (the answer to a contact message is in the mail; Telegram and SMS only point to it).
   */
  emailRequired?: boolean;
  /**
   * A correction that follows another kind (a shipping undone after "shipped"): not chosen on its
   * own; it goes where the corrected message went, and its e-mail follows that kind's choice.
   */
  correctionOf?: NotificationKind;
}

export const KIND_RULES: Record<NotificationKind, KindRule> = {
  'order-placed': { audience: 'shopper', security: false, mailedByFeature: true },
  'new-order': { audience: 'designer', security: false, mailedByFeature: true },
  'payment-confirmed': { audience: 'shopper', security: false, mailedByFeature: true },
  'payment-failed': { audience: 'shopper', security: false, mailedByFeature: false },
  // The fitting feature mails the review reminder, the question and the answer (fitting/mails.ts).
  'measurements-to-review': { audience: 'designer', security: false, mailedByFeature: true },
  'question-asked': { audience: 'shopper', security: false, mailedByFeature: true },
  'question-answered': { audience: 'designer', security: false, mailedByFeature: true },
  'message-new': { audience: 'everyone', security: false, mailedByFeature: true },
  'production-photo': { audience: 'shopper', security: false, mailedByFeature: false },
  shipped: { audience: 'shopper', security: false, mailedByFeature: true },
  delivered: { audience: 'shopper', security: false, mailedByFeature: true },
  'return-update': { audience: 'everyone', security: false, mailedByFeature: true },
  'payout-sent': { audience: 'designer', security: false, mailedByFeature: true },
  'payout-failed': { audience: 'designer', security: false, mailedByFeature: true },
  // The applicant is a shopper until approved: the choice is offered in /profile too.
  'application-decided': { audience: 'everyone', security: false, mailedByFeature: true },
  'contact-answered': { audience: 'everyone', security: false, mailedByFeature: true, emailRequired: true },
  'password-changed': { audience: 'everyone', security: true, mailedByFeature: true },
  'email-changed': { audience: 'everyone', security: true, mailedByFeature: true },
  // The orders feature mails its own correction (shipmentUndoneMail).
  'shipped-undone': { audience: 'shopper', security: false, mailedByFeature: true, correctionOf: 'shipped' },
};

/** E-mail is always sent for this kind: the switch is shown ticked and disabled. */
export const emailLocked = (kind: NotificationKind): boolean => KIND_RULES[kind].security || KIND_RULES[kind].emailRequired === true;

/** The kind whose choice decides this one's channels (itself, or the kind a correction follows). */
export const choiceKindOf = (kind: NotificationKind): NotificationKind => KIND_RULES[kind].correctionOf ?? kind;

/**
 * Whether a feature that mails its own message for this kind should send it (decision 044 as
 * amended): yes when e-mail is locked, when the person chose nothing (every default has e-mail),
 * or when their choice has e-mail. A guest (no account, no choice) gets the mail.
 */
export function emailChosen(kind: NotificationKind, chosen: readonly Channel[] | null): boolean {
  if (emailLocked(kind) || chosen === null) return true;
  return chosen.includes('email');
}

export type Role = 'customer' | 'designer' | 'admin';

/** The kinds a person of this role chooses channels for (designers see their shopper kinds too: they also buy). */
export function kindsFor(role: Role): NotificationKind[] {
  return NOTIFICATION_KINDS.filter((k) => {
    if (KIND_RULES[k].correctionOf) return false;
    const a = KIND_RULES[k].audience;
    return a === 'everyone' || a === 'shopper' || role !== 'customer';
  });
}

/** What a person can receive on right now. */
export interface Reachability {
  /** The shop has a bot and this person's chat is linked. */
  telegram: boolean;
  /** A confirmed mobile number and an SMS gateway. */
  sms: boolean;
}

/** The kinds whose default for designers is the phone: the ones that should be answered the same day. */
const DESIGNER_URGENT: ReadonlySet<NotificationKind> = new Set(['new-order', 'message-new']);

/**
 * The channels a person gets when they have chosen nothing: e-mail for everything; a designer's
 * new orders and messages also by Telegram when linked, else by SMS when a number is confirmed.
 */
export function defaultChannels(kind: NotificationKind, role: Role, reach: Reachability): Channel[] {
  if (role !== 'customer' && DESIGNER_URGENT.has(kind)) {
    if (reach.telegram) return ['email', 'telegram'];
    if (reach.sms) return ['email', 'sms'];
  }
  return ['email'];
}

/**
 * The channels an event goes out on: the person's choice (or the default), only those they can be
 * reached on, e-mail forced for security kinds, and e-mail left to the feature where it mails its own.
 * Deduplicated, in CHANNELS order.
 */
export function deliveryChannels(kind: NotificationKind, chosen: readonly Channel[] | null, role: Role, reach: Reachability): Channel[] {
  const rule = KIND_RULES[kind];
  const wanted = new Set<Channel>(chosen ?? defaultChannels(kind, role, reach));
  if (rule.security) return rule.mailedByFeature ? [] : ['email'];
  return CHANNELS.filter((c) => {
    if (!wanted.has(c)) return false;
    if (c === 'email') return !rule.mailedByFeature;
    return reach[c];
  });
}

/** A saved choice: security kinds cannot be changed; a channel list is kept deduplicated and ordered. */
export function normaliseChoice(kind: NotificationKind, channels: readonly Channel[]): Channel[] | null {
  if (KIND_RULES[kind].security) return null;
  const set = new Set(channels);
  if (emailLocked(kind)) set.add('email');
  return CHANNELS.filter((c) => set.has(c));
}

/** The idempotency key of one delivery: one event, one recipient, one channel, sent at most once. */
export function deliveryKey(kind: NotificationKind, eventId: string, recipientId: string, channel: Channel): string {
  return `${kind}:${eventId}:${recipientId}:${channel}`;
}
