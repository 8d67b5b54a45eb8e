/**
 * Names in the shop's mails. A name is text a stranger typed (sign-up, contact form, checkout), and
 * a mail that begins "Hello Claim your refund at https://evil.example/r" carries the stranger's
 * words to whoever owns the address, signed by Tibeb. So a mail greets by name only when the address
 * is confirmed as the sender's own, and never with a name shaped like a link.
 */

/** Full stops a mail client or browser reads between the labels of a host name. */
const DOT = '[.\\u3002\\uFF0E\\uFF61]';
const LABEL = '[\\p{L}\\p{N}\\p{M}_-]+';
/** A scheme ('https:', 'mailto:', 'javascript:'), 'www.' or a dotted host such as 'evil.example' or 'bit.ly/x'. */
const URL_SHAPED = new RegExp(`[\\p{L}][\\p{L}\\p{N}+.-]*:(?:\\/|\\\\|\\p{L}|\\p{N})|(?:^|[^\\p{L}\\p{N}])www${DOT}|${LABEL}(?:${DOT}${LABEL})*${DOT}[\\p{L}\\p{N}\\p{M}-]{2,}`, 'iu');

/** Whether a name looks like a link a mail client might make clickable, or a reader might follow. */
export function isUrlShapedName(name: string): boolean {
  // Compatibility forms (fullwidth letters and stops) read as their plain forms; invisible characters
  // ('evil\u200B.example') do not break a host for the reader, so they do not break it here either.
  const plain = name.normalize('NFKC').replace(/[\u00AD\u200B-\u200F\u2060-\u2064\uFEFF]/g, '');
  return URL_SHAPED.test(plain);
}

/**
 * The name a mail may greet with, or null for a greeting without one ("Hello,"). `addressConfirmed`
 * says the address is confirmed as the name's writer's own (a verified account mailing its own
 * address); anything else (a sign-up before confirmation, a contact form, a guest's order) is a
 * stranger's text on its way to an address that never asked for it.
 */
export function mailGreetingName(name: string | null | undefined, addressConfirmed: boolean): string | null {
  const trimmed = name?.trim() ?? '';
  if (!addressConfirmed || !trimmed || isUrlShapedName(trimmed)) return null;
  return trimmed;
}
