import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { PayoutAccount, PayoutAccountValues, PayoutTerms, StudioPayoutAccount } from '../../../domain/payouts/api';
import { COMMISSION_LIMIT_CURRENCY } from '../../../domain/payouts/commission';
import { findBank, maskAccountNumber, PAYOUT_BANKS, WALLET_NAMES, type PayoutAccountKind, type PayoutWallet } from '../../../domain/payouts/payout-account';
import { mailGreetingName, sanitizeText } from '../../../domain/security';
import type { Database } from '../../db/client';
import { badRequest, forbidden } from '../../lib/errors';
import type { AuditActor } from '../../plugins/audit';
import { payoutAccountChangedMail } from './payout-accounts-mail';
import * as q from './payout-accounts-queries';
import { readSettings } from './queries';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface PayoutAccountsServiceDeps {
  db: Database;
  audit: FastifyInstance['audit'];
  mailer: FastifyInstance['mailer'];
  log: FastifyBaseLogger;
  publicUrl: string;
  /**
   * Whether the password is the signed-in account's own; a wrong one counts toward the sign-in
   * block (the accounts feature's check, handed over by app.ts so this folder never imports it).
   */
  passwordMatches(request: FastifyRequest, password: string): Promise<boolean>;
  /** The time the hold starts from and is judged against; tests move it. */
  clock?: () => Date;
}

/** The whole account, for the payout run only: never sent over HTTP, never audited, never logged. */
export interface PayoutAccountForPayout {
  kind: PayoutAccountKind;
  bankCode: string | null;
  wallet: PayoutWallet | null;
  /** A bank account number, digits only, or the wallet's phone in +251 form. */
  accountNumber: string;
  accountName: string;
  heldUntil: Date;
}

/** The signed-in caller, as the routes know them. */
export interface AccountCaller extends AuditActor {
  role: string;
}

/** The bank's or the wallet's name. */
export const institutionOf = (row: Pick<q.PayoutAccountRow, 'kind' | 'bankCode' | 'wallet'>): string =>
  row.kind === 'wallet' ? (WALLET_NAMES[row.wallet as PayoutWallet] ?? row.wallet ?? '') : (findBank(row.bankCode ?? '')?.name ?? row.bankCode ?? '');

/** The masked view every answer and every audit entry shows. */
export function maskedAccount(row: q.PayoutAccountRow, now: Date): PayoutAccount {
  return {
    kind: row.kind === 'wallet' ? 'wallet' : 'bank',
    bankCode: row.bankCode,
    wallet: row.wallet === 'telebirr' || row.wallet === 'cbe_birr' ? row.wallet : null,
    institutionName: institutionOf(row),
    maskedNumber: maskAccountNumber(row.accountNumber),
    accountName: row.accountName,
    heldUntil: row.heldUntil.toISOString(),
    onHold: row.heldUntil.getTime() > now.getTime(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A designer's account, masked (admins' ledger view); null when she has none. */
export async function readMaskedAccount(db: Database, designerId: string, now: Date): Promise<PayoutAccount | null> {
  const row = await q.readAccount(db, designerId);
  return row ? maskedAccount(row, now) : null;
}

const passwordIncorrect = () => badRequest('CURRENT_PASSWORD_WRONG', 'The current password is not right.', { currentPassword: ['CURRENT_PASSWORD_WRONG'] });

/**
 * Where designers are paid. Adding or changing the account needs the current password, holds
 * payouts for `accountHoldDays` (a setting) from the change, is audited (masked) and mailed to the
 * designer. Answers are masked; only `forPayout` reads the whole number, for the payout run.
 */
export function createPayoutAccountsService(deps: PayoutAccountsServiceDeps) {
  const { db } = deps;
  const clock = deps.clock ?? (() => new Date());

  async function studioView(designerId: string): Promise<StudioPayoutAccount> {
    const [account, settings] = await Promise.all([readMaskedAccount(db, designerId, clock()), readSettings(db)]);
    return {
      account,
      banks: PAYOUT_BANKS.map((b) => ({ code: b.code, name: b.name, accountLength: b.accountLength ?? null })),
      accountHoldDays: settings.accountHoldDays,
    };
  }

  async function mailHolder(designerId: string, facts: Parameters<typeof payoutAccountChangedMail>[0]): Promise<void> {
    try {
      const holder = await q.accountHolder(db, designerId);
      if (!holder) return;
      const lang = holder.preferredLanguage === 'am-ET' ? 'am-ET' : 'en';
      const mail = payoutAccountChangedMail(facts, mailGreetingName(holder.fullName, holder.emailVerified), lang, deps.publicUrl);
      await deps.mailer.send({ to: holder.email, ...mail });
    } catch (err) {
      // The change stands (it is audited and shown in the studio); a mail that fails is logged.
      deps.log.error({ err, designerId }, 'payout account mail failed');
    }
  }

  return {
    /** The studio's view: her account (masked), the bank list and the hold in days. */
    studioView,

    /**
     * Adds or replaces the caller's account after checking her current password. Designers only:
     * an admin has no payouts. A wrong password writes nothing and counts toward the sign-in block.
     */
    async save(request: FastifyRequest, caller: AccountCaller, input: PayoutAccountValues): Promise<PayoutAccount> {
      if (caller.role !== 'designer') throw forbidden('Only designers have a payout account.');
      // The name is shown to admins and sent to the provider: control characters and markup go.
      const accountName = sanitizeText(input.accountName);
      if (accountName.length < 2) throw badRequest('VALIDATION_FAILED', 'Some fields are missing or invalid.', { accountName: ['ACCOUNT_NAME_INVALID'] });
      if (!(await deps.passwordMatches(request, input.currentPassword))) throw passwordIncorrect();
      const now = clock();
      const row = await db.transaction(async (tx) => {
        const settings = await readSettings(tx);
        const before = await q.readAccount(tx, caller.id);
        const next: Omit<q.PayoutAccountRow, 'createdAt'> = {
          designerId: caller.id,
          kind: input.kind,
          bankCode: input.kind === 'bank' ? input.bankCode : null,
          wallet: input.kind === 'wallet' ? input.wallet : null,
          accountNumber: input.kind === 'bank' ? input.accountNumber : input.phone,
          accountName,
          heldUntil: new Date(now.getTime() + settings.accountHoldDays * DAY_MS),
          updatedAt: now,
        };
        await q.upsertAccount(tx, next);
        const saved = { ...next, createdAt: before?.createdAt ?? now };
        await deps.audit.record(tx, caller, {
          kind: 'payouts.account_changed',
          targetType: 'designer',
          targetId: caller.id,
          before: before ? maskedAccount(before, now) : null,
          after: maskedAccount(saved, now),
        });
        return { saved, added: before === null };
      });
      const view = maskedAccount(row.saved, now);
      await mailHolder(caller.id, { change: row.added ? 'added' : 'changed', institutionName: view.institutionName, maskedNumber: view.maskedNumber, heldUntil: view.heldUntil.slice(0, 10) });
      return view;
    },

    /** Admins: a designer's account, masked. */
    masked: (designerId: string) => readMaskedAccount(db, designerId, clock()),

    /**
     * The whole account for a transfer (the payout run, inside its transaction when given one);
     * null when the designer has none. The caller judges the hold (`heldUntil`) against its clock.
     */
    async forPayout(designerId: string, tx: Database = db): Promise<PayoutAccountForPayout | null> {
      const row = await q.readAccount(tx, designerId);
      if (!row) return null;
      return {
        kind: row.kind === 'wallet' ? 'wallet' : 'bank',
        bankCode: row.bankCode,
        wallet: row.wallet === 'telebirr' || row.wallet === 'cbe_birr' ? row.wallet : null,
        accountNumber: row.accountNumber,
        accountName: row.accountName,
        heldUntil: row.heldUntil,
      };
    },

    /** What the designer terms page states, from the settings (limits and the minimum in birr). */
    async terms(): Promise<PayoutTerms> {
      const s = await readSettings(db);
      return {
        platformRateBp: s.platformRateBp,
        lineMinMinor: s.lineMinMinor,
        lineMaxMinor: s.lineMaxMinor,
        limitCurrency: COMMISSION_LIMIT_CURRENCY,
        holdDays: s.holdDays,
        payoutMinimumMinor: s.payoutMinimumMinor,
        payoutMinimumCurrency: 'ETB',
        payoutSchedule: s.payoutSchedule,
        payoutWeekday: s.payoutWeekday,
        accountHoldDays: s.accountHoldDays,
        feesPassedOn: s.feesPassedOn,
      };
    },
  };
}

export type PayoutAccountsService = ReturnType<typeof createPayoutAccountsService>;
