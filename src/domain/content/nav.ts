/**
 * The header's navigation rule (docs/requirements/shop.md §2): the server's menu items replace the built-in links
 * only when at least 4 active ones come back, and at most 5 are shown. The header and the
 * admin's menu editor both follow it from here.
 */
export const HEADER_MENU_MIN_ITEMS = 4;
export const HEADER_MENU_MAX_SHOWN = 5;

export interface HeaderMenuState<T> {
  /** Which links the header shows: the admin's items or the built-in fallback. */
  source: 'menu' | 'fallback';
  /** The menu items the header shows (empty on the fallback). */
  shown: T[];
  /** Active menu items the header leaves out: past the fifth, or all of them on the fallback. */
  hidden: T[];
  /** How many more active items the menu needs before the header uses it (0 when it does). */
  missing: number;
}

/** `active` holds the active top-level items in display order, as the public site answers them. */
export function headerMenu<T>(active: readonly T[]): HeaderMenuState<T> {
  if (active.length < HEADER_MENU_MIN_ITEMS) {
    return { source: 'fallback', shown: [], hidden: [...active], missing: HEADER_MENU_MIN_ITEMS - active.length };
  }
  return { source: 'menu', shown: active.slice(0, HEADER_MENU_MAX_SHOWN), hidden: active.slice(HEADER_MENU_MAX_SHOWN), missing: 0 };
}
