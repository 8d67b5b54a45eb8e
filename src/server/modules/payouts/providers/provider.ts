import type { PayoutWallet } from '../../../../domain/payouts/payout-account';

/**
 * The contract every payout provider meets, as payments/provider.ts is for payments: the payout
 * runs service calls it and never sees a provider's HTTP. Chapa Transfers is the one online
 * provider (chapa-transfers.ts); a payout an admin makes by hand is recorded without one (manual.ts).
 */

/** Where the money goes, unmasked: only a provider call ever sees the whole number. */
export interface PayoutDestination {
  kind: 'bank' | 'wallet';
  /** Our bank code (domain/payouts/payout-account.ts), for a bank account. */
  bankCode: string | null;
  wallet: PayoutWallet | null;
  /** A bank account number, or a wallet's phone in +251 form. */
  accountNumber: string;
  accountName: string;
}

export interface TransferRequest {
  /** Ours, unique per payout: the provider's idempotency key, and how its webhook names the payout. */
  reference: string;
  amountMinor: number;
  currency: 'ETB';
  destination: PayoutDestination;
}

/** `processing`: accepted or unknown; the webhook (or a later verify) says how it ended. */
export type TransferOutcome = 'processing' | 'paid' | 'failed';

export interface TransferResult {
  outcome: TransferOutcome;
  /** The provider's own id for the transfer, when it says one. */
  externalReference: string | null;
  failureReason: string | null;
}

export interface TransferEvent {
  /** Our reference (the one sent with the transfer). */
  reference: string;
  /** 'ignored': an event that is not about a transfer's end (payments, other kinds). */
  outcome: 'paid' | 'failed' | 'ignored';
  /** Fields worth keeping for the record, never an account number. */
  summary: Record<string, unknown>;
}

export interface PayoutProvider {
  readonly id: 'chapa';
  /** Whether it can pay into this account at all (a bank it has no id for cannot be). */
  reaches(destination: PayoutDestination): boolean;
  /** Sends the money. Throws PayoutProviderError when the call failed or its answer cannot be read: the payout's fate is then unknown. */
  transfer(request: TransferRequest): Promise<TransferResult>;
  /** Asks what became of a transfer; null when the provider does not know the reference. */
  verify(reference: string): Promise<TransferResult | null>;
  /** Checks the signature over the exact bytes (AppError 401 WEBHOOK_SIGNATURE_INVALID) and reads the event (400 WEBHOOK_INVALID). */
  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): TransferEvent;
}

/** A provider call that failed or could not be read: what became of the transfer is unknown. */
export class PayoutProviderError extends Error {
  override name = 'PayoutProviderError';
}
