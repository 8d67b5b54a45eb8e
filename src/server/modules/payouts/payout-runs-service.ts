import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { formatMoney, type CurrencyCode } from '../../../domain/money/currency';
import { PAYOUTS_PAGE_SIZE, type ManualPayoutChannel, type ManualPayoutInput, type Payout, type PayoutList, type PayoutRun, type PayoutsDue } from '../../../domain/payouts/api';
import { maskAccountNumber, type PayoutWallet } from '../../../domain/payouts/payout-account';
import { dayStart, isPayoutDay, payoutBlock, payoutLedgerKey, payoutReference } from '../../../domain/payouts/payout-runs';
import { nextPayoutDate, type PayoutCurrency } from '../../../domain/payouts/settings';
import { mailGreetingName } from '../../../domain/security';
import type { Database } from '../../db/client';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { pgCode, UNIQUE_VIOLATION } from '../../lib/pg-errors';
import type { AuditActor } from '../../plugins/audit';
import type { Mailer } from '../../plugins/mailer';
import { readAccount, readAccounts, type PayoutAccountRow } from './payout-accounts-queries';
import { institutionOf, maskedAccount } from './payout-accounts-service';
import * as rq from './payout-runs-queries';
import { payoutMail, type PayoutMailKind } from './payout-mails';
import { channelNeedsAccount } from './providers/manual';
import { PayoutProviderError, type PayoutDestination, type PayoutProvider, type TransferResult } from './providers/provider';
import { emailWanted, notify } from '../notifications';
import * as q from './queries';

export interface PayoutRunsServiceDeps {
  db: Database;
  audit: FastifyInstance['audit'];
  mailer: Mailer;
  log: { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
  publicUrl: string;
  /** Chapa Transfers when its keys are set; null: only manual payouts exist. */
  provider: PayoutProvider | null;
  /** The ledger's clock (tests move it). */
  clock?: () => Date;
}

/** A run still `running` after this long was left by a process that stopped (see decision 031). */
const STALE_RUN_MS = 6 * 60 * 60 * 1000;
/** Designers paid at once within a run. */
const RUN_CONCURRENCY = 8;
/** A processing payout younger than this waits for its webhook before the job asks the provider. */
const VERIFY_AFTER_MS = 10 * 60 * 1000;

const scheduleActor: AuditActor = { id: '', email: 'system:payout-schedule', system: true };
const webhookActor: AuditActor = { id: '', email: 'system:chapa-webhook', system: true };

const isUuid = (v: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v);
const payoutNotFound = () => notFound('PAYOUT_NOT_FOUND', 'Payout not found.');
const providerUnavailable = () => conflict('PAYOUT_PROVIDER_UNAVAILABLE', 'Chapa Transfers cannot make this payout: record it by hand.');

const destinationOf = (a: PayoutAccountRow): PayoutDestination => ({
  kind: a.kind === 'wallet' ? 'wallet' : 'bank',
  bankCode: a.bankCode,
  wallet: a.kind === 'wallet' ? (a.wallet as PayoutWallet) : null,
  accountNumber: a.accountNumber,
  accountName: a.accountName,
});

/** What a payout keeps of the account it paid into: masked, as it was then. */
const snapshotOf = (a: PayoutAccountRow): Record<string, string> => ({ kind: a.kind, institutionName: institutionOf(a), maskedNumber: maskAccountNumber(a.accountNumber), accountName: a.accountName });

function payoutView(r: rq.PayoutListRow): Payout {
  const a = r.account;
  return {
    id: r.id,
    designerId: r.designerId,
    designerName: r.designerName,
    currency: r.currency === 'USD' ? 'USD' : 'ETB',
    amountMinor: r.amountMinor,
    status: r.status as Payout['status'],
    method: r.method === 'manual' ? 'manual' : 'chapa',
    channel: (r.channel as ManualPayoutChannel | null) ?? null,
    reference: r.reference,
    externalReference: r.externalReference,
    account: a ? { institutionName: a.institutionName ?? '', maskedNumber: a.maskedNumber ?? '', accountName: a.accountName ?? '' } : null,
    failureReason: r.failureReason,
    retriedBy: r.retriedBy,
    retryOf: r.retryOf,
    note: r.note,
    createdAt: r.createdAt.toISOString(),
    paidAt: r.paidAt?.toISOString() ?? null,
    failedAt: r.failedAt?.toISOString() ?? null,
  };
}

const runView = (r: rq.PayoutRunRow): PayoutRun => ({
  id: r.id,
  trigger: r.trigger === 'admin' ? 'admin' : 'schedule',
  status: r.status as PayoutRun['status'],
  payoutCount: r.payoutCount,
  startedAt: r.startedAt.toISOString(),
  finishedAt: r.finishedAt?.toISOString() ?? null,
});

interface NewPayoutPlan {
  designerId: string;
  currency: PayoutCurrency;
  /** 'all': the whole available balance, read under the lock. */
  amount: number | 'all';
  method: 'chapa' | 'manual';
  channel: ManualPayoutChannel | null;
  /** A given reference (a manual payout's idempotent one); else one from the new id. */
  reference: string | null;
  externalReference: string | null;
  account: PayoutAccountRow | null;
  runId: string | null;
  retryOf: string | null;
  note: string | null;
  actor: AuditActor;
  auditKind: 'payouts.payout_created' | 'payouts.payout_retried' | 'payouts.manual_recorded';
}

/** A Chapa payout of the designer's whole available birr balance: a run's, or a person's retry of a failed one. */
const chapaPayout = (designerId: string, account: PayoutAccountRow, actor: AuditActor, origin: { runId: string | null; retryOf: string | null }): NewPayoutPlan => ({
  designerId,
  currency: 'ETB',
  amount: 'all',
  method: 'chapa',
  channel: null,
  reference: null,
  externalReference: null,
  account,
  ...origin,
  note: null,
  actor,
  auditKind: origin.retryOf ? 'payouts.payout_retried' : 'payouts.payout_created',
});

type Refusal = 'DESIGNER_NOT_FOUND' | 'PAYOUT_IN_PROGRESS' | 'BALANCE_INSUFFICIENT' | 'BALANCE_BELOW_MINIMUM';

/**
 * Payouts: runs (the schedule's and an admin's Pay now), the provider's answers and webhooks,
 * retries by a person, manual payouts, and the lists. A payout is written with its ledger entry in
 * one transaction first and sent to the provider after (docs/decisions/031).
 */
export function createPayoutRunsService(deps: PayoutRunsServiceDeps) {
  const { db, provider } = deps;
  const clock = deps.clock ?? (() => new Date());
  const runsInFlight = new Set<Promise<unknown>>();

  async function viewOf(id: string): Promise<Payout> {
    const { rows } = await rq.listPayouts(db, { id }, { offset: 0, limit: 1 });
    const row = rows[0];
    if (!row) throw payoutNotFound();
    return payoutView(row);
  }

  async function mail(kind: PayoutMailKind, payout: rq.PayoutRow, known?: rq.DesignerContact): Promise<void> {
    try {
      const contact = known ?? (await rq.designerContacts(db, [payout.designerId])).get(payout.designerId);
      if (!contact || !(await emailWanted(db, payout.designerId, kind === 'failed' ? 'payout-failed' : 'payout-sent'))) return;
      const a = payout.account;
      const destination = a && payout.channel !== 'cash' ? `${a.institutionName ?? ''} ${a.maskedNumber ?? ''}`.trim() : null;
      const lang = contact.language === 'am-ET' ? 'am-ET' : 'en';
      const message = payoutMail(kind, { amountMinor: payout.amountMinor, currency: payout.currency as CurrencyCode, destination, reference: payout.externalReference ?? payout.reference, channel: payout.channel as ManualPayoutChannel | null }, lang, mailGreetingName(contact.name, contact.emailVerified), deps.publicUrl);
      await deps.mailer.send({ to: contact.email, ...message });
    } catch (error) {
      // The payout stands whatever becomes of its mail; the studio shows it.
      deps.log.error({ err: error, payoutId: payout.id }, 'payout mail failed');
    }
  }

  /**
   * Writes a payout and its ledger entry in one transaction, after locking the designer and
   * re-reading the balance: two runs, or a run and a person, never pay the same money twice.
   */
  async function createPayout(plan: NewPayoutPlan): Promise<{ payout: rq.PayoutRow } | { refused: Refusal }> {
    return db.transaction(async (tx) => {
      const now = clock();
      const designer = await rq.lockForPayout(tx, plan.designerId, plan.currency, now);
      if (designer?.role !== 'designer') return { refused: 'DESIGNER_NOT_FOUND' as const };
      if (plan.method === 'chapa' && designer.processing) return { refused: 'PAYOUT_IN_PROGRESS' as const };
      const available = designer.available;
      const amount = plan.amount === 'all' ? available : plan.amount;
      if (amount <= 0) return { refused: plan.amount === 'all' ? ('BALANCE_BELOW_MINIMUM' as const) : ('BALANCE_INSUFFICIENT' as const) };
      if (amount > available) return { refused: 'BALANCE_INSUFFICIENT' as const };
      const id = randomUUID();
      const paidNow = plan.method === 'manual';
      const payout = await rq.insertPayout(tx, {
        id,
        designerId: plan.designerId,
        currency: plan.currency,
        amountMinor: amount,
        status: paidNow ? 'paid' : 'processing',
        method: plan.method,
        channel: plan.channel,
        reference: plan.reference ?? payoutReference(id),
        externalReference: plan.externalReference,
        account: plan.account ? snapshotOf(plan.account) : null,
        runId: plan.runId,
        retryOf: plan.retryOf,
        createdBy: plan.actor.system ? null : plan.actor.id,
        note: plan.note,
        createdAt: now,
        updatedAt: now,
        paidAt: paidNow ? now : null,
      });
      await q.appendEntries(tx, [
        {
          designerId: plan.designerId,
          orderId: null,
          orderItemId: null,
          kind: 'payout',
          idempotencyKey: payoutLedgerKey.payout(id),
          amountMinor: -amount,
          currency: plan.currency,
          chargedMinor: 0,
          chargedCurrency: plan.currency,
          actorUserId: plan.actor.system ? null : plan.actor.id,
          reason: plan.note,
          payoutId: id,
          createdAt: now,
        },
      ]);
      await deps.audit.record(tx, plan.actor, {
        kind: plan.auditKind,
        targetType: 'payout',
        targetId: id,
        before: plan.retryOf ? { retryOf: plan.retryOf } : null,
        after: { designerId: plan.designerId, amountMinor: amount, currency: plan.currency, method: plan.method, channel: plan.channel, status: payout.status, reference: payout.reference, externalReference: plan.externalReference, runId: plan.runId },
      });
      // The designer hears of it by Telegram or SMS too, once per payout (its "paid" later adds nothing).
      await notify(tx, { kind: 'payout-sent', eventId: id, recipients: [{ userId: plan.designerId, data: { amount: formatMoney(amount, plan.currency) } }] });
      return { payout };
    });
  }

  /**
   * A processing payout's end, once: the status moves only from processing, and a failure writes
   * the reversal in the same transaction. Null when it had already ended (a replayed webhook).
   */
  async function settle(payoutId: string, result: TransferResult, actor: AuditActor): Promise<rq.PayoutRow | null> {
    if (result.outcome === 'processing') return null;
    const status = result.outcome;
    const finished = await db.transaction(async (tx) => {
      const at = clock();
      const row = await rq.finishPayout(tx, payoutId, { status, at, externalReference: result.externalReference, failureReason: result.failureReason });
      if (!row) return null;
      if (status === 'failed') {
        await q.appendEntries(tx, [
          {
            designerId: row.designerId,
            orderId: null,
            orderItemId: null,
            kind: 'payout_reversal',
            idempotencyKey: payoutLedgerKey.reversal(row.id),
            amountMinor: row.amountMinor,
            currency: row.currency as CurrencyCode,
            chargedMinor: 0,
            chargedCurrency: row.currency as CurrencyCode,
            reason: row.failureReason,
            payoutId: row.id,
            createdAt: at,
          },
        ]);
        await notify(tx, { kind: 'payout-failed', eventId: row.id, recipients: [{ userId: row.designerId, data: { amount: formatMoney(row.amountMinor, row.currency as CurrencyCode) } }] });
      }
      await deps.audit.record(tx, actor, {
        kind: status === 'paid' ? 'payouts.payout_paid' : 'payouts.payout_failed',
        targetType: 'payout',
        targetId: row.id,
        before: { status: 'processing' },
        after: { status, externalReference: row.externalReference, failureReason: row.failureReason },
      });
      return row;
    });
    if (finished) await mail(status, finished);
    return finished;
  }

  /**
   * Sends a written payout to the provider, outside any transaction. Its answer moves it; an
   * error or a timeout leaves it processing until the webhook or the job's verify says how it ended.
   */
  async function send(payout: rq.PayoutRow, account: PayoutAccountRow, actor: AuditActor, contact?: rq.DesignerContact): Promise<void> {
    await mail('sent', payout, contact);
    if (!provider) return;
    try {
      const result = await provider.transfer({ reference: payout.reference, amountMinor: payout.amountMinor, currency: 'ETB', destination: destinationOf(account) });
      // Queued: the webhook (or the job's verify) ends it and records Chapa's own reference then.
      if (result.outcome !== 'processing') await settle(payout.id, result, actor);
    } catch (error) {
      if (!(error instanceof PayoutProviderError)) throw error;
      deps.log.warn({ err: error, payoutId: payout.id }, 'payout sent, answer unknown: it stays processing until the webhook or a verify');
    }
  }

  /** Pays every designer the run may pay; answers how many payouts it made. */
  async function payEveryone(runId: string, actor: AuditActor): Promise<number> {
    if (!provider) return 0;
    const now = clock();
    const settings = await q.readSettings(db);
    const candidates = await rq.availableBalances(db, now);
    const accounts = await readAccounts(db, candidates.map((c) => c.designerId));
    const queue = candidates.flatMap((c) => {
      const account = accounts.get(c.designerId) ?? null;
      // Dollars are paid by hand; so is a bank Chapa does not reach. Both stay listed as due.
      if (c.currency !== 'ETB' || !account || !provider.reaches(destinationOf(account))) return [];
      if (payoutBlock({ currency: 'ETB', availableMinor: c.availableMinor, accountHeldUntil: account.heldUntil, processing: c.processing }, settings.payoutMinimumMinor, now)) return [];
      return [{ designerId: c.designerId, account }];
    });
    const contacts = await rq.designerContacts(db, queue.map((d) => d.designerId));
    let count = 0;
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const created = await createPayout(chapaPayout(next.designerId, next.account, actor, { runId, retryOf: null }));
        // Refused under the lock: another payout got there first, or the balance fell to nothing meanwhile.
        if (!('payout' in created)) continue;
        count += 1;
        await send(created.payout, next.account, actor, contacts.get(next.designerId));
      }
    };
    // Designers are independent (each payout locks its own designer), so a few are paid at once:
    // the provider's round trips overlap instead of adding up.
    await Promise.all(Array.from({ length: RUN_CONCURRENCY }, worker));
    return count;
  }

  async function execute(run: rq.PayoutRunRow, actor: AuditActor): Promise<rq.PayoutRunRow> {
    let count = 0;
    let error: string | null = null;
    try {
      count = await payEveryone(run.id, actor);
    } catch (err) {
      error = err instanceof Error ? err.message : String(err);
      deps.log.error({ err, runId: run.id }, 'payout run failed');
    }
    return (await rq.finishRun(db, run.id, { status: error ? 'failed' : 'done', payoutCount: count, error, at: clock() })) ?? run;
  }

  async function startRun(trigger: 'schedule' | 'admin', actor: AuditActor): Promise<rq.PayoutRunRow> {
    const now = clock();
    await rq.abandonStaleRuns(db, new Date(now.getTime() - STALE_RUN_MS), now);
    const run = await rq.insertRun(db, { trigger, actorUserId: actor.system ? null : actor.id, startedAt: now });
    if (!run) throw conflict('PAYOUT_RUN_IN_PROGRESS', 'A payout run is already under way.');
    return run;
  }

  async function requireAccount(designerId: string): Promise<PayoutAccountRow> {
    const account = await readAccount(db, designerId);
    if (!account) throw conflict('PAYOUT_ACCOUNT_REQUIRED', 'This designer has no payout account.');
    if (account.heldUntil.getTime() > clock().getTime()) throw conflict('PAYOUT_ON_HOLD', 'This payout account was changed recently; payouts wait until its hold ends.');
    return account;
  }

  /** Asks the provider about payouts whose webhook has not come, and settles those that ended. */
  async function verifyProcessing(): Promise<number> {
    if (!provider) return 0;
    let settled = 0;
    for (const payout of await rq.processingPayouts(db, new Date(clock().getTime() - VERIFY_AFTER_MS), 100)) {
      try {
        const result = await provider.verify(payout.reference);
        // Unknown to the provider: the transfer never left (the call was lost before it arrived).
        const outcome: TransferResult = result ?? { outcome: 'failed', externalReference: null, failureReason: 'Chapa has no transfer with this reference.' };
        if (await settle(payout.id, outcome, scheduleActor)) settled += 1;
      } catch (error) {
        if (!(error instanceof PayoutProviderError)) throw error;
        deps.log.warn({ err: error, payoutId: payout.id }, 'payout verify failed; asked again on the next tick');
      }
    }
    return settled;
  }

  return {
    providerConfigured: provider !== null,

    /** Who the next run pays, and why the others are not paid. */
    async due(): Promise<PayoutsDue> {
      const now = clock();
      const [settings, candidates, running] = await Promise.all([q.readSettings(db), rq.availableBalances(db, now), rq.runningRun(db)]);
      const owed = candidates.filter((c) => c.availableMinor !== 0);
      const accounts = await readAccounts(db, owed.map((c) => c.designerId));
      return {
        rows: owed.map((c) => {
          const account = accounts.get(c.designerId) ?? null;
          const currency: PayoutCurrency = c.currency === 'USD' ? 'USD' : 'ETB';
          const byChapa = provider !== null && currency === 'ETB' && account !== null && provider.reaches(destinationOf(account));
          return {
            designerId: c.designerId,
            designerName: c.designerName,
            currency,
            availableMinor: c.availableMinor,
            account: account ? maskedAccount(account, now) : null,
            blockedBy: payoutBlock({ currency, availableMinor: c.availableMinor, accountHeldUntil: account?.heldUntil ?? null, processing: c.processing }, settings.payoutMinimumMinor, now),
            method: byChapa ? ('chapa' as const) : ('manual' as const),
          };
        }),
        nextPayoutDate: nextPayoutDate(settings, now).toISOString().slice(0, 10),
        payoutMinimumMinor: settings.payoutMinimumMinor,
        running: running ? { id: running.id, startedAt: running.startedAt.toISOString() } : null,
        providerConfigured: provider !== null,
      };
    },

    async list(query: { status?: string; designerId?: string; page: number }): Promise<PayoutList> {
      const page = query.page;
      const { rows, total } = await rq.listPayouts(db, { status: query.status, designerId: query.designerId }, { offset: (page - 1) * PAYOUTS_PAGE_SIZE, limit: PAYOUTS_PAGE_SIZE });
      return { items: rows.map(payoutView), total, page, pageSize: PAYOUTS_PAGE_SIZE };
    },

    async runs(): Promise<{ items: PayoutRun[] }> {
      return { items: (await rq.latestRuns(db, 20)).map(runView) };
    },

    /** Pay now: the run is recorded at once (409 while another runs) and carried out in the background. */
    async startRunInBackground(actor: AuditActor): Promise<PayoutRun> {
      const run = await startRun('admin', actor);
      // Without a provider a run pays nobody: it is recorded and over at once.
      if (!provider) return runView(await execute(run, actor));
      const carrying = execute(run, actor);
      runsInFlight.add(carrying);
      void carrying.finally(() => runsInFlight.delete(carrying));
      return runView(run);
    },

    /** A whole run, waited for (the schedule; tests and the bench). */
    async runPayouts(options: { trigger: 'schedule' | 'admin'; actor: AuditActor | null }): Promise<PayoutRun> {
      const actor = options.actor ?? scheduleActor;
      return runView(await execute(await startRun(options.trigger, actor), actor));
    },

    /** Resolves once the runs started in the background have finished (tests; the app's close). */
    async runsSettled(): Promise<void> {
      while (runsInFlight.size > 0) await Promise.allSettled([...runsInFlight]);
    },

    /**
     * The job's tick: settle processing payouts the provider has finished, then on a payout day
     * (the schedule's), run once that day. A run already under way (an admin's) is left alone;
     * the next tick tries again.
     */
    async scheduledTick(): Promise<{ verified: number; run: PayoutRun | null }> {
      const verified = await verifyProcessing();
      const now = clock();
      const settings = await q.readSettings(db);
      if (!isPayoutDay(settings, now) || (await rq.scheduledRunSince(db, dayStart(now)))) return { verified, run: null };
      try {
        return { verified, run: runView(await execute(await startRun('schedule', scheduleActor), scheduleActor)) };
      } catch (error) {
        if (error instanceof AppError && error.code === 'PAYOUT_RUN_IN_PROGRESS') return { verified, run: null };
        throw error;
      }
    },

    verifyProcessing,

    /** Only a person retries a failed payout: a new payout of the balance available now (the failed one was reversed), once. */
    async retry(payoutId: string, actor: AuditActor): Promise<Payout> {
      const failed = isUuid(payoutId) ? await rq.payoutById(db, payoutId) : null;
      if (!failed) throw payoutNotFound();
      if (failed.status !== 'failed') throw conflict('PAYOUT_NOT_FAILED', 'Only a failed payout can be retried.');
      if (await rq.retryOf(db, failed.id)) throw conflict('PAYOUT_ALREADY_RETRIED', 'This payout has already been retried.');
      if (!provider) throw providerUnavailable();
      const account = await requireAccount(failed.designerId);
      if (!provider.reaches(destinationOf(account)) || failed.currency !== 'ETB') throw providerUnavailable();
      let created: Awaited<ReturnType<typeof createPayout>>;
      try {
        created = await createPayout(chapaPayout(failed.designerId, account, actor, { runId: null, retryOf: failed.id }));
      } catch (error) {
        // Two admins retrying at once: the unique index on retry_of lets one through.
        if (pgCode(error) === UNIQUE_VIOLATION) throw conflict('PAYOUT_ALREADY_RETRIED', 'This payout has already been retried.');
        throw error;
      }
      if ('refused' in created) {
        if (created.refused === 'PAYOUT_IN_PROGRESS') throw conflict('PAYOUT_IN_PROGRESS', 'A payout to this designer is still under way.');
        throw badRequest('BALANCE_INSUFFICIENT', 'There is no available balance to pay out.');
      }
      await send(created.payout, account, actor);
      return viewOf(created.payout.id);
    },

    /** An admin records a payout made by hand; the same Idempotency-Key records it once. */
    async recordManual(input: ManualPayoutInput, idempotencyKey: string, actor: AuditActor): Promise<{ payout: Payout; created: boolean }> {
      const reference = `tbm-${createHash('sha256').update(`${actor.id}\u0000${idempotencyKey}`).digest('hex').slice(0, 32)}`;
      const existing = await rq.payoutByReference(db, reference);
      if (existing) return { payout: await viewOf(existing.id), created: false };
      if (!(await q.isDesigner(db, input.designerId))) throw notFound('DESIGNER_NOT_FOUND', 'Designer not found.');
      const account = await readAccount(db, input.designerId);
      if (channelNeedsAccount(input.channel) && !account) throw conflict('PAYOUT_ACCOUNT_REQUIRED', 'This designer has no payout account to pay into; record cash, or ask her to add one.');
      if (channelNeedsAccount(input.channel) && account && account.heldUntil.getTime() > clock().getTime()) {
        throw conflict('PAYOUT_ON_HOLD', 'This payout account was changed recently; payouts wait until its hold ends.');
      }
      let created: Awaited<ReturnType<typeof createPayout>>;
      try {
        created = await createPayout({
          designerId: input.designerId,
          currency: input.currency,
          amount: input.amountMinor,
          method: 'manual',
          channel: input.channel,
          reference,
          externalReference: input.reference,
          account: channelNeedsAccount(input.channel) ? account : null,
          runId: null,
          retryOf: null,
          note: input.note?.trim() || null,
          actor,
          auditKind: 'payouts.manual_recorded',
        });
      } catch (error) {
        // A double click: the other request recorded it first.
        const again = pgCode(error) === UNIQUE_VIOLATION ? await rq.payoutByReference(db, reference) : null;
        if (again) return { payout: await viewOf(again.id), created: false };
        throw error;
      }
      if ('refused' in created) {
        if (created.refused === 'DESIGNER_NOT_FOUND') throw notFound('DESIGNER_NOT_FOUND', 'Designer not found.');
        throw badRequest('BALANCE_INSUFFICIENT', 'The amount is above the available balance.', { amountMinor: ['BALANCE_INSUFFICIENT'] });
      }
      await mail('manual', created.payout);
      return { payout: await viewOf(created.payout.id), created: true };
    },

    /**
     * Chapa's signed notification that a transfer ended. A replay, an unknown reference or another
     * kind of event is answered without writing; the outcome acted on is the one Chapa's verify
     * gives, so a leaked webhook secret alone cannot mark a payout paid or reverse one.
     */
    async webhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): Promise<{ received: true; duplicate: boolean; ignored: boolean }> {
      if (!provider) throw notFound('PAYOUT_PROVIDER_UNAVAILABLE', 'Chapa Transfers is not configured.');
      const event = provider.parseWebhook(rawBody, headers);
      if (event.outcome === 'ignored' || !event.reference) return { received: true, duplicate: false, ignored: true };
      const payout = await rq.payoutByReference(db, event.reference);
      if (!payout || payout.method !== 'chapa') return { received: true, duplicate: false, ignored: true };
      if (payout.status !== 'processing') return { received: true, duplicate: true, ignored: false };
      let verified: TransferResult | null;
      try {
        verified = await provider.verify(payout.reference);
      } catch (error) {
        if (!(error instanceof PayoutProviderError)) throw error;
        // Answered 503 so that Chapa delivers it again later.
        throw new AppError(503, 'PAYOUT_PROVIDER_UNAVAILABLE', 'The transfer could not be confirmed with Chapa; send it again later.');
      }
      if (!verified || verified.outcome === 'processing') {
        deps.log.warn({ payoutId: payout.id, event: event.summary }, 'transfer webhook not confirmed by verify; left processing');
        return { received: true, duplicate: false, ignored: true };
      }
      const settled = await settle(payout.id, verified, webhookActor);
      return { received: true, duplicate: settled === null, ignored: false };
    },
  };
}

export type PayoutRunsService = ReturnType<typeof createPayoutRunsService>;
