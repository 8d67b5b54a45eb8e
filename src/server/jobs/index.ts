import type { FastifyInstance } from 'fastify';
import type { BackupService } from '../modules/backups';
import type { CurrencyService } from '../modules/currency';
import type { FittingService } from '../modules/fitting';
import type { OrdersService } from '../modules/orders';
import type { MessageReminders } from '../modules/messages';
import type { MailQueue, NotificationsService } from '../modules/notifications';
import type { PayoutRunsService } from '../modules/payouts';
import { backupJob, storageSweepJob } from './back-up';
import type { ReturnsService } from '../modules/returns';
import { expireUnpaidOrdersJob } from './expire-unpaid-orders';
import { maintainDatabaseJob } from './maintain-database';
import { measurementDeadlinesJob } from './measurement-deadlines';
import { payOutDesignersJob } from './pay-out-designers';
import { refreshExchangeRatesJob } from './refresh-exchange-rates';
import { remindUnreadMessagesJob } from './remind-unread-messages';
import { returnDeadlinesJob } from './return-deadlines';
import { sendNotificationsJob } from './send-notifications';
import { sendQueuedMailJob } from './send-queued-mail';

export { backupJob, storageSweepJob } from './back-up';
export { EXPIRE_UNPAID_JOB, expireUnpaidOrdersJob } from './expire-unpaid-orders';
export { RATES_JOB, refreshExchangeRatesJob } from './refresh-exchange-rates';
export { PAY_OUT_JOB, payOutDesignersJob } from './pay-out-designers';
export { REMIND_UNREAD_MESSAGES_JOB, remindUnreadMessagesJob } from './remind-unread-messages';
export { MAINTAIN_DATABASE_JOB, maintainDatabaseJob } from './maintain-database';
export { MEASUREMENT_DEADLINES_JOB, measurementDeadlinesJob } from './measurement-deadlines';
export { RETURN_DEADLINES_JOB, returnDeadlinesJob } from './return-deadlines';
export { SEND_NOTIFICATIONS_JOB, sendNotificationsJob } from './send-notifications';
export { SEND_QUEUED_MAIL_JOB, sendQueuedMailJob } from './send-queued-mail';

export interface JobServices {
  orders: Pick<OrdersService, 'expireUnpaid'>;
  currency: Pick<CurrencyService, 'refreshRates'>;
  payoutRuns: Pick<PayoutRunsService, 'scheduledTick'>;
  messageReminders: Pick<MessageReminders, 'run'>;
  fitting: Pick<FittingService, 'runDeadlines'>;
  backups: Pick<BackupService, 'scheduledRun' | 'sweep'>;
  /** BACKUP_SCHEDULE: the daily archive is off by default. */
  backupsScheduled: boolean;
  returns: Pick<ReturnsService, 'runDeadlines'>;
  notifications: Pick<NotificationsService, 'sendDue'>;
  /** NOTIFICATIONS_SEND_EVERY_SECONDS in ms; a minute when not given. */
  notificationsSendEveryMs?: number;
  mailQueue: Pick<MailQueue, 'sendDue'>;
  /** The embedded database's vacuum and analyze (server/db/maintenance.ts); null on PostgreSQL, which has autovacuum. */
  databaseMaintenance?: { run(): Promise<unknown> } | null;
}

/**
 * Every scheduled job of the server, registered once (from app.ts). The scheduler runs each only
 * when its row in scheduled_jobs can be claimed, so one instance does the work however many run.
 */
export function registerJobs(app: FastifyInstance, services: JobServices): void {
  app.scheduler.register(refreshExchangeRatesJob(services.currency));
  app.scheduler.register(expireUnpaidOrdersJob(services.orders));
  app.scheduler.register(payOutDesignersJob(services.payoutRuns));
  app.scheduler.register(remindUnreadMessagesJob(services.messageReminders));
  app.scheduler.register(measurementDeadlinesJob(services.fitting));
  app.scheduler.register(storageSweepJob(services.backups));
  if (services.backupsScheduled) app.scheduler.register(backupJob(services.backups));
  app.scheduler.register(returnDeadlinesJob(services.returns));
  app.scheduler.register(sendNotificationsJob(services.notifications, services.notificationsSendEveryMs));
  app.scheduler.register(sendQueuedMailJob(services.mailQueue));
  if (services.databaseMaintenance) app.scheduler.register(maintainDatabaseJob(services.databaseMaintenance));
}
