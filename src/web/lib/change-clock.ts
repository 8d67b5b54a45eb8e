/**
 * When this page last heard of a change (server clock, ms, from the change events' `at`).
 *
 * Every GET the page sends afterwards says so in CHANGED_AT_HEADER, and the service worker never
 * answers it from a copy it kept from before that moment (FRESH_AFTER_CHANGE in
 * features/app-shell/cache-rules.ts): a refetch a change event caused, on a server slower than the
 * worker's network timeout, brought back the copy from before the change, and the page never
 * learned of it (an old price, a withdrawn product, the shop in maintenance; issue 35).
 */
export const CHANGED_AT_HEADER = 'x-tibeb-changed-at';

let lastChangeAt = 0;

export function noteChange(at: number): void {
  if (Number.isFinite(at) && at > lastChangeAt) lastChangeAt = at;
}

/** The header for a read, or none before the page heard of any change. */
export function changedAtHeaders(): Record<string, string> {
  return lastChangeAt > 0 ? { [CHANGED_AT_HEADER]: String(lastChangeAt) } : {};
}
