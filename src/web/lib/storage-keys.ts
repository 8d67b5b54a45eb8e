const OFFLINE_CHANGES_PREFIX = 'tibeb-offline-changes-';
const USER_CART_PREFIX = 'tibeb-cart-';
const USER_FAVORITES_PREFIX = 'tibeb-favorites-';
const FORM_DRAFT_PREFIX = 'tibeb-form-draft-';

/** Every key the web app stores in the browser, in one place (docs/requirements/shop.md §4, §9; docs/requirements/sizing.md §4). */
export const STORAGE_KEYS = {
  currency: 'selectedCurrency',
  language: 'tibeb-language',
  theme: 'tibeb-theme',
  appVersion: 'tibeb-app-version',
  appCacheClearedAt: 'tibeb-cache-cleared-at',
  guestCart: 'tibeb-cart-guest',
  guestFavorites: 'tibeb-favorites-guest',
  userCart: (userId: string) => `${USER_CART_PREFIX}${userId}`,
  userFavorites: (userId: string) => `${USER_FAVORITES_PREFIX}${userId}`,
  /** The signed-in shopper's account as `/api/me` last answered, for a start with no network (issue 23). */
  offlineAccount: 'tibeb-offline-account',
  /** A signed-in shopper's cart and favourite changes made offline, not yet sent (issue 23). */
  offlineChanges: (userId: string) => `${OFFLINE_CHANGES_PREFIX}${userId}`,
  pendingMeasurements: 'pending-measurements',
  aiMeasurementsPending: 'ai-measurements-pending',
  /** The shopper's unit choice in size guides: 'metric' or 'inches'. */
  sizeUnit: 'tibeb-size-unit',
  /** A generated product image on its way from the home page's generator to the product form (session storage). */
  generatedImage: 'tibeb-generated-image',
  /** The checkout form's typed values, for a reload of the tab (session storage). */
  checkoutDraft: 'tibeb-checkout-draft',
  /** The checkout attempt's idempotency key, tied to that draft (session storage). */
  checkoutAttempt: 'tibeb-checkout-attempt',
  /** The keys that open this tab's orders (session storage). */
  orderTokens: 'tibeb-order-tokens',
  /**
   * A form's unsent values, per account and form ('application', 'product-new', 'product-<id>'),
   * for a reload, a lost connection or a closed tab (issue 41; local storage, cleared at sign-out).
   */
  formDraft: (userId: string, form: string) => `${FORM_DRAFT_PREFIX}${userId}:${form}`,
  /** The shopper said 'Not now' to the install card (issue 23). */
  installDismissed: 'tibeb-install-dismissed',
  /** Where the shopper's parcels would go, as they chose it on this device: `{ country, city }` (issue 40). */
  shippingDestination: 'tibeb-ship-to',
} as const;

/** Keys that survive an app-cache wipe (version change or a clear older than 24 h). */
// A guest's measurements wait for sign-in; an app update must not throw them away. The unit is a
// preference like the language: an update asking again would be a papercut. So is the install
// card coming back after the shopper said no. The signed-in shopper's account is the only way to
// open it offline, and the wipe may run when the browser only believes it is online (a captive
// portal, a dead mobile link): it is replaced by the server's answer at every start with a
// connection, and goes at sign-out or when the server says no one is signed in, not by age.
export const PRESERVED_KEYS: readonly string[] = [
  STORAGE_KEYS.currency,
  STORAGE_KEYS.theme,
  STORAGE_KEYS.language,
  STORAGE_KEYS.pendingMeasurements,
  STORAGE_KEYS.aiMeasurementsPending,
  STORAGE_KEYS.sizeUnit,
  STORAGE_KEYS.installDismissed,
  STORAGE_KEYS.offlineAccount,
  // Where parcels go is a preference like the currency: an app update asking again would be a papercut.
  STORAGE_KEYS.shippingDestination,
];

/**
 * Key prefixes that survive it too (issue 23): a signed-in shopper's offline changes not yet sent,
 * and the copies of their cart and favourites the account opens with offline (local storage; a
 * guest's cart and favourites are in session storage under other keys). Copies read back are
 * shape-checked, so a build that changes their meaning finds nothing it cannot show.
 */
export const PRESERVED_PREFIXES: readonly string[] = [OFFLINE_CHANGES_PREFIX, USER_CART_PREFIX, USER_FAVORITES_PREFIX, FORM_DRAFT_PREFIX];

export function readJson<T>(storage: Storage | undefined, key: string): T | null {
  try {
    const raw = storage?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function writeJson(storage: Storage | undefined, key: string, value: unknown): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or a full quota: the app keeps working from memory.
  }
}

export const safeLocalStorage = (): Storage | undefined => (typeof window === 'undefined' ? undefined : window.localStorage);
export const safeSessionStorage = (): Storage | undefined => (typeof window === 'undefined' ? undefined : window.sessionStorage);
