import type { NotificationKind } from './kinds';

/**
 * The words of each notification in both languages. `{name}`-style holes are filled from the
 * event's data (escaped for Telegram); `title` is the e-mail subject and the Telegram message's
 * bold first line, `body` one or two short sentences. Kept short: an SMS carries title, body and
 * link in at most two parts.
 */
export interface KindText {
  title: string;
  body: string;
}

export type NotificationLocale = 'en' | 'am-ET';

export const NOTIFICATION_TEXTS: Record<NotificationLocale, Record<NotificationKind, KindText>> = {
  en: {
    'order-placed': { title: 'Order {orderNumber} placed', body: 'Thank you! We will tell you as it moves.' },
    'new-order': { title: 'New order {orderNumber}', body: '{count} line(s) for {name}. Please confirm it today.' },
    'payment-confirmed': { title: 'Payment received for {orderNumber}', body: 'Your designers can start now.' },
    'payment-failed': { title: 'Payment failed for {orderNumber}', body: 'Please try again or choose another way to pay.' },
    'measurements-to-review': { title: 'Measurements to review', body: 'Order {orderNumber}: please check the measurements.' },
    'question-asked': { title: 'A question about your order', body: '{name} asks about order {orderNumber}.' },
    'question-answered': { title: 'Your question was answered', body: 'Order {orderNumber} has an answer.' },
    'message-new': { title: 'New message from {name}', body: 'Order {orderNumber}.' },
    'production-photo': { title: 'A new photo of your garment', body: '{name} shared progress on order {orderNumber}.' },
    shipped: { title: 'Order {orderNumber} shipped', body: '{carrier} tracking: {tracking}' },
    delivered: { title: 'Order {orderNumber} delivered', body: 'How does it fit? Tell us in a short review.' },
    'return-update': { title: 'Return update for {orderNumber}', body: 'Your request is now: {status}.' },
    'payout-sent': { title: 'Payout sent', body: '{amount} is on its way to your account.' },
    'payout-failed': { title: 'Payout failed', body: '{amount} could not be paid. Please check your payout account.' },
    'application-decided': { title: 'Your designer application', body: 'A decision was made: {status}.' },
    'contact-answered': { title: 'We answered your message', body: 'Read our answer in your e-mail.' },
    'password-changed': { title: 'Your password was changed', body: 'If this was not you, reset it now.' },
    'email-changed': { title: 'Your e-mail was changed', body: 'If this was not you, contact us now.' },
    'shipped-undone': { title: 'Order {orderNumber}: not shipped yet', body: 'Our "shipped" message was a mistake. We will tell you when it is on its way.' },
  },
  'am-ET': {
    'order-placed': { title: 'ትዕዛዝ {orderNumber} ተቀብለናል', body: 'እናመሰግናለን! ሲንቀሳቀስ እናሳውቅዎታለን።' },
    'new-order': { title: 'አዲስ ትዕዛዝ {orderNumber}', body: 'ለ{name} {count} መስመር። እባክዎ ዛሬ ያረጋግጡ።' },
    'payment-confirmed': { title: 'ለ{orderNumber} ክፍያ ደርሷል', body: 'ዲዛይነሮችዎ አሁን መጀመር ይችላሉ።' },
    'payment-failed': { title: 'ለ{orderNumber} ክፍያ አልተሳካም', body: 'እባክዎ እንደገና ይሞክሩ ወይም ሌላ የክፍያ መንገድ ይምረጡ።' },
    'measurements-to-review': { title: 'የሚገመገሙ ልኬቶች', body: 'ትዕዛዝ {orderNumber}፦ እባክዎ ልኬቶቹን ይመልከቱ።' },
    'question-asked': { title: 'ስለ ትዕዛዝዎ ጥያቄ', body: '{name} ስለ ትዕዛዝ {orderNumber} ይጠይቃሉ።' },
    'question-answered': { title: 'ጥያቄዎ ተመልሷል', body: 'ትዕዛዝ {orderNumber} መልስ አለው።' },
    'message-new': { title: 'ከ{name} አዲስ መልዕክት', body: 'ትዕዛዝ {orderNumber}።' },
    'production-photo': { title: 'የልብስዎ አዲስ ፎቶ', body: '{name} በትዕዛዝ {orderNumber} ሂደቱን አጋርተዋል።' },
    shipped: { title: 'ትዕዛዝ {orderNumber} ተልኳል', body: 'የ{carrier} መከታተያ፦ {tracking}' },
    delivered: { title: 'ትዕዛዝ {orderNumber} ደርሷል', body: 'ልኩ እንዴት ነው? በአጭር ግምገማ ይንገሩን።' },
    'return-update': { title: 'ስለ {orderNumber} የመመለሻ ዜና', body: 'ጥያቄዎ አሁን፦ {status}።' },
    'payout-sent': { title: 'ክፍያ ተልኳል', body: '{amount} ወደ ሂሳብዎ በመንገድ ላይ ነው።' },
    'payout-failed': { title: 'ክፍያ አልተሳካም', body: '{amount} መክፈል አልተቻለም። እባክዎ የክፍያ ሂሳብዎን ይመልከቱ።' },
    'application-decided': { title: 'የዲዛይነር ማመልከቻዎ', body: 'ውሳኔ ተሰጥቷል፦ {status}።' },
    'contact-answered': { title: 'መልዕክትዎን መልሰናል', body: 'መልሳችንን በኢሜይልዎ ያንብቡ።' },
    'password-changed': { title: 'የይለፍ ቃልዎ ተቀይሯል', body: 'ይህን እርስዎ ካላደረጉ አሁኑኑ ይቀይሩት።' },
    'email-changed': { title: 'ኢሜይልዎ ተቀይሯል', body: 'ይህን እርስዎ ካላደረጉ አሁኑኑ ያግኙን።' },
    'shipped-undone': { title: 'ትዕዛዝ {orderNumber} ገና አልተላከም', body: '«ተልኳል» ያልነው በስህተት ነበር። ሲላክ እናሳውቅዎታለን።' },
  },
};

/**
 * The words for a `{status}` hole: features pass a stable code (a return's step, an application's
 * outcome) and the recipient reads it in their language. An unknown code is shown as given.
 */
export const STATUS_WORDS: Record<NotificationLocale, Record<string, string>> = {
  en: {
    opened: 'opened',
    accepted: 'accepted',
    proposed: 'another remedy proposed',
    declined: 'declined',
    escalated: 'with Tibeb to decide',
    decided: 'decided by Tibeb',
    resolved: 'resolved',
    overdue: 'with Tibeb (no answer in time)',
    approved: 'approved',
    rejected: 'not approved',
    changes_requested: 'changes requested',
  },
  'am-ET': {
    opened: 'ተከፍቷል',
    accepted: 'ተቀባይነት አግኝቷል',
    proposed: 'ሌላ መፍትሄ ቀርቧል',
    declined: 'ውድቅ ተደርጓል',
    escalated: 'ቲበብ እንዲወስን ተላልፏል',
    decided: 'ቲበብ ወስኗል',
    resolved: 'ተፈቷል',
    overdue: 'በጊዜ ስላልተመለሰ ወደ ቲበብ ተላልፏል',
    approved: 'ጸድቋል',
    rejected: 'አልጸደቀም',
    changes_requested: 'ለውጦች ተጠይቀዋል',
  },
};

/** The bot's own replies in the chat. */
export const BOT_TEXTS: Record<NotificationLocale, { linked: string; unlinked: string; badToken: string; help: string }> = {
  en: {
    linked: 'Connected. Tibeb will send your notifications to this chat. Send /stop to disconnect.',
    unlinked: 'Disconnected. Tibeb will no longer write to this chat.',
    badToken: 'This link has expired or was already used. Open Connect Telegram on Tibeb again.',
    help: 'Open Connect Telegram in your Tibeb profile or studio to link this chat.',
  },
  'am-ET': {
    linked: 'ተገናኝቷል። ቲበብ ማሳወቂያዎችዎን ወደዚህ ውይይት ይልካል። ለማቋረጥ /stop ይላኩ።',
    unlinked: 'ተቋርጧል። ቲበብ ከእንግዲህ ወደዚህ ውይይት አይጽፍም።',
    badToken: 'ይህ አገናኝ ጊዜው አልፎበታል ወይም ቀድሞ ጥቅም ላይ ውሏል። በቲበብ «ቴሌግራም ያገናኙ»ን እንደገና ይክፈቱ።',
    help: 'ይህን ውይይት ለማገናኘት በቲበብ መገለጫዎ ወይም ስቱዲዮ «ቴሌግራም ያገናኙ»ን ይክፈቱ።',
  },
};

/** The SMS that carries a phone confirmation code. */
export const PHONE_CODE_TEXT: Record<NotificationLocale, (code: string) => string> = {
  en: (code) => `Tibeb code: ${code}. It works for 10 minutes.`,
  'am-ET': (code) => `የቲበብ ኮድ፦ ${code}። ለ10 ደቂቃ ያገለግላል።`,
};
