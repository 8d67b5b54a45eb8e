/** Order and line statuses, in the order a garment moves through them. */
export const ORDER_STATUSES = ['pending', 'confirmed', 'in_production', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = ['unpaid', 'pending', 'paid', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * How a shopper pays. Pay on delivery is always offered; Chapa (ETB: telebirr, CBE Birr, cards)
 * and Stripe (cards, for the diaspora) only when their keys are configured.
 */
export const PAYMENT_METHODS = ['cod', 'chapa', 'stripe'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Limits that keep one order readable in one request and one designer's sheet printable. */
export const ORDER_MAX_LINES = 50;
export const DELIVERY_NOTES_MAX = 500;
export const STATUS_NOTE_MAX = 300;

/** Idempotency keys are client-made random strings (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

/** An online payment left unfinished this long releases its stock (the order is cancelled). */
export const UNPAID_ORDER_TTL_MS = 60 * 60 * 1000;

/**
 * The name an order keeps once its customer deleted their account (their contact details and
 * street address go). The web app shows it in the reader's language.
 */
export const DELETED_CUSTOMER_NAME = 'Deleted customer';

/** The address an order keeps once its customer is forgotten: not a mailbox, so no view links it. */
export const DELETED_CUSTOMER_EMAIL = 'deleted@customer.invalid';
