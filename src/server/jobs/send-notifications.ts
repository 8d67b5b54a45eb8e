import type { SendOutcome } from '../modules/notifications';
import type { Job } from '../plugins/scheduler';

/** The notification sender's name in scheduled_jobs. */
export const SEND_NOTIFICATIONS_JOB = 'send-notifications';

/**
 * Every minute (NOTIFICATIONS_SEND_EVERY_SECONDS), the outbox's due deliveries go out (issue 42). The scheduler gives the run to one
 * instance; inside it each delivery is claimed with FOR UPDATE SKIP LOCKED, so a sender started
 * any other way (a test, a second run) never sends a row twice. A gateway that is down makes
 * deliveries wait for their retry, never fails the run.
 */
export function sendNotificationsJob(notifications: { sendDue(): Promise<SendOutcome> }, periodMs = 60_000): Job {
  return {
    name: SEND_NOTIFICATIONS_JOB,
    // NOTIFICATIONS_SEND_EVERY_SECONDS: a minute in production; the journeys wait seconds, not a minute.
    periodMs,
    run: async () => {
      await notifications.sendDue();
      return { ok: true };
    },
  };
}
