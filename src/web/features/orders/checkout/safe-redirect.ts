/** Only a web page may be the payment step: a provider's http(s) URL is followed, anything else (javascript:, data:) is not. */
export function safeRedirect(url: string | null | undefined, base: string): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url, base);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
