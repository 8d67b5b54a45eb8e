import type { CurrencyCode } from '@domain/money/currency';
import { ETHIOPIA } from '@domain/orders/countries';
import { PAYMENT_METHODS, type PaymentMethod } from '@domain/orders/constants';
import { checkoutSchema, type CheckoutInput, type CheckoutLine, type CheckoutRequest } from '@domain/orders/schemas';
import { STORAGE_KEYS } from '../../../lib/storage-keys';

/**
 * The checkout form's state and its rules, apart from React: what is sent, how the shared
 * `checkoutSchema` issues become messages on fields, which field gets the focus, what a
 * prefill may change and what survives a reload. The same schema is the server's authority.
 */

export const ADDRESS_FIELDS_ETHIOPIA = ['city', 'subCity', 'woreda', 'kebele', 'houseNumber', 'landmark'] as const;
export const ADDRESS_FIELDS_ABROAD = ['addressLine1', 'addressLine2', 'city', 'region', 'postalCode'] as const;

export const TEXT_FIELDS = [
  'email',
  'phone',
  'fullName',
  'country',
  'city',
  'subCity',
  'woreda',
  'kebele',
  'houseNumber',
  'landmark',
  'addressLine1',
  'addressLine2',
  'region',
  'postalCode',
  'deliveryNotes',
] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

/** Every place an error can be shown next to. */
export type CheckoutField = TextField | 'paymentMethod' | 'measurementConsent';
export type FieldErrors = Partial<Record<CheckoutField, string>>;

export type CheckoutValues = Record<TextField, string> & { paymentMethod: PaymentMethod | '' };

export const EMPTY_VALUES: CheckoutValues = {
  email: '',
  phone: '',
  fullName: '',
  country: ETHIOPIA,
  city: '',
  subCity: '',
  woreda: '',
  kebele: '',
  houseNumber: '',
  landmark: '',
  addressLine1: '',
  addressLine2: '',
  region: '',
  postalCode: '',
  deliveryNotes: '',
  paymentMethod: '',
};

export const isEthiopia = (country: string) => country === ETHIOPIA;

/** The address fields shown (and sent) for a country; the others keep what was typed, unseen. */
export function addressFieldsFor(country: string): readonly TextField[] {
  return isEthiopia(country) ? ADDRESS_FIELDS_ETHIOPIA : ADDRESS_FIELDS_ABROAD;
}

/** Fields in the order they appear on the page: the first invalid one gets the focus. */
export function fieldOrder(country: string): CheckoutField[] {
  return ['email', 'phone', 'fullName', 'country', ...addressFieldsFor(country), 'deliveryNotes', 'paymentMethod', 'measurementConsent'];
}

export function firstInvalidField(errors: FieldErrors, country: string): CheckoutField | null {
  return fieldOrder(country).find((f) => errors[f]) ?? null;
}

const SHIPPING_PATH: Readonly<Record<string, TextField>> = {
  fullName: 'fullName',
  country: 'country',
  city: 'city',
  region: 'region',
  subCity: 'subCity',
  woreda: 'woreda',
  kebele: 'kebele',
  houseNumber: 'houseNumber',
  landmark: 'landmark',
  addressLine1: 'addressLine1',
  addressLine2: 'addressLine2',
  postalCode: 'postalCode',
};

/** The form field a schema or server path names (`shipping.city`, `contact.email`), if any. */
export function fieldForPath(path: string | readonly PropertyKey[]): CheckoutField | null {
  const parts = typeof path === 'string' ? path.split('.') : path.map(String);
  const [head, second] = parts;
  if (head === 'contact' && (second === 'email' || second === 'phone')) return second;
  if (head === 'shipping') return second ? (SHIPPING_PATH[second] ?? null) : null;
  if (head === 'deliveryNotes' || head === 'paymentMethod' || head === 'measurementConsent') return head;
  return null;
}

/** The request line a path names (`lines.2`, `lines.2.quantity`), if any. */
export function lineIndexForPath(path: string | readonly PropertyKey[]): number | null {
  const parts = typeof path === 'string' ? path.split('.') : path.map(String);
  if (parts[0] !== 'lines' || parts[1] === undefined || !/^\d+$/.test(parts[1])) return null;
  return Number(parts[1]);
}

/** Everything besides the typed fields that goes into one request. */
export interface CheckoutContext {
  lines: CheckoutLine[];
  currency: CurrencyCode;
  locale: 'en' | 'am-ET';
  includeMeasurements: boolean;
  measurementConsent: boolean;
  expectedTotalUsdMinor: number;
  /** The shipping the summary showed (issue 40); undefined while not quoted (the page does not place then). */
  expectedShippingUsdMinor?: number | undefined;
  /** Guests must consent before their measurements are shared (docs/requirements/sizing.md §4). */
  isGuest: boolean;
}

/** The body of POST /api/orders: only the address fields of the chosen country travel. */
export function toCheckoutInput(values: CheckoutValues, ctx: CheckoutContext): CheckoutInput {
  const shipping: Record<string, string> = { fullName: values.fullName, country: values.country };
  for (const field of addressFieldsFor(values.country)) shipping[field] = values[field];
  return {
    contact: { email: values.email, phone: values.phone },
    shipping: shipping as CheckoutInput['shipping'],
    deliveryNotes: values.deliveryNotes,
    // An empty choice is sent as such so the schema answers PAYMENT_METHOD_REQUIRED.
    paymentMethod: values.paymentMethod as PaymentMethod,
    currency: ctx.currency,
    lines: ctx.lines,
    includeMeasurements: ctx.includeMeasurements,
    measurementConsent: ctx.measurementConsent,
    expectedTotalUsdMinor: ctx.expectedTotalUsdMinor,
    ...(ctx.expectedShippingUsdMinor !== undefined ? { expectedShippingUsdMinor: ctx.expectedShippingUsdMinor } : {}),
    locale: ctx.locale,
  };
}

export type Validation = { ok: true; data: CheckoutRequest; input: CheckoutInput } | { ok: false; errors: FieldErrors; other: string[] };

/**
 * The shared schema's verdict: codes on fields, and codes that belong to no field (an empty
 * cart, too many lines) for the banner. Consent is the browser's own rule for guests.
 */
export function validateCheckout(values: CheckoutValues, ctx: CheckoutContext): Validation {
  const input = toCheckoutInput(values, ctx);
  const result = checkoutSchema.safeParse(input);
  const errors: FieldErrors = {};
  const other: string[] = [];
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = fieldForPath(issue.path);
      if (field) errors[field] ??= issue.message;
      else if (!other.includes(issue.message)) other.push(issue.message);
    }
  }
  if (ctx.isGuest && ctx.includeMeasurements && !ctx.measurementConsent) errors.measurementConsent ??= 'MEASUREMENT_CONSENT_REQUIRED';
  if (result.success && Object.keys(errors).length === 0) return { ok: true, data: result.data, input };
  return { ok: false, errors, other };
}

/** One field's message after it loses focus: the whole form is checked, only this field is told. */
export function errorFor(values: CheckoutValues, ctx: CheckoutContext, field: CheckoutField): string | undefined {
  const verdict = validateCheckout(values, ctx);
  return verdict.ok ? undefined : verdict.errors[field];
}

/** The landmark also answers for 'give us something to find the door by', so any address detail clears it. */
export function relatedFields(field: CheckoutField): CheckoutField[] {
  if ((ADDRESS_FIELDS_ETHIOPIA as readonly string[]).includes(field) && field !== 'city') return ['landmark'];
  return [];
}

/**
 * Known details (the account, the last order's address) fill only fields the shopper has not
 * typed in and that are still empty: a prefill arriving late never overwrites what was typed.
 */
export function applyPrefill(values: CheckoutValues, dirty: ReadonlySet<CheckoutField>, patch: Partial<Record<TextField, string | null | undefined>>): CheckoutValues {
  let next = values;
  for (const field of TEXT_FIELDS) {
    const value = patch[field];
    if (typeof value !== 'string' || value.trim() === '' || dirty.has(field)) continue;
    // The country always has a value (Ethiopia by default), so an untouched one may be replaced.
    if (field !== 'country' && values[field] !== '') continue;
    if (next[field] === value) continue;
    next = { ...next, [field]: value };
  }
  return next;
}

/** A saved shipping address as form values (the shape of OrderView.shippingAddress). */
export function valuesFromAddress(address: Partial<Record<string, unknown>> | null | undefined): Partial<Record<TextField, string>> {
  if (!address) return {};
  const out: Partial<Record<TextField, string>> = {};
  for (const [key, field] of Object.entries(SHIPPING_PATH)) {
    const value = address[key];
    if (typeof value === 'string' && value !== '') out[field] = value;
  }
  return out;
}

/** What survives a reload in this tab: the typed values (the attempt's key is kept beside them). */
export const DRAFT_STORAGE = STORAGE_KEYS.checkoutDraft;

export interface CheckoutDraft {
  values: CheckoutValues;
  includeMeasurements: boolean | null;
  measurementConsent: boolean;
}

export function parseDraft(raw: unknown): CheckoutDraft | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Partial<Record<keyof CheckoutDraft, unknown>>;
  if (typeof r.values !== 'object' || r.values === null) return null;
  const given = r.values as Record<string, unknown>;
  const values: CheckoutValues = { ...EMPTY_VALUES };
  for (const field of TEXT_FIELDS) {
    const value = given[field];
    if (typeof value === 'string') values[field] = value.slice(0, 1000);
  }
  const method = given.paymentMethod;
  values.paymentMethod = typeof method === 'string' && (PAYMENT_METHODS as readonly string[]).includes(method) ? (method as PaymentMethod) : '';
  if (values.country === '') values.country = ETHIOPIA;
  return {
    values,
    includeMeasurements: typeof r.includeMeasurements === 'boolean' ? r.includeMeasurements : null,
    measurementConsent: r.measurementConsent === true,
  };
}

/** The fields a restored draft counts as typed by the shopper (a prefill leaves them alone). */
export function dirtyFromDraft(draft: CheckoutDraft): Set<CheckoutField> {
  const dirty = new Set<CheckoutField>();
  for (const field of TEXT_FIELDS) if (draft.values[field] !== EMPTY_VALUES[field]) dirty.add(field);
  return dirty;
}

/** The element id (and data-testid) of a field: `checkout-full-name`, `checkout-notes`, `checkout-payment-cod`. */
export function fieldId(field: CheckoutField, paymentMethod?: string): string {
  if (field === 'deliveryNotes') return 'checkout-notes';
  if (field === 'paymentMethod') return `checkout-payment-${paymentMethod ?? 'cod'}`;
  return `checkout-${field.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}
