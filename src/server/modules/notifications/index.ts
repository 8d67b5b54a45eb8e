/**
 * The notifications feature's public surface (issue 42): other features call `notify(tx, event)`
 * inside their own transactions; app.ts builds the service and the job runs its sender.
 */
export { emailWanted, notify, withdrawEvent, type Notify, type NotificationEvent } from './notify';
export { createNotificationsService, type NotificationsService, type NotificationsServiceOptions } from './service';
export { createSmsProvider, createTelegramBot, type SmsProvider, type TelegramBot } from './channels';
export { notificationsRoutes, type NotificationsRoutesOptions } from './routes';
export type { SendOutcome } from './sender';
export { createMailQueue, type MailQueue, type MailQueueOutcome } from './mail-queue';
