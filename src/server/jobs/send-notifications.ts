import type { SendOutcome } from '../modules/notifications';
import type { Job } from '../plugins/scheduler';

/** The notification sender's name in scheduled_jobs. */
export const SEND_NOTIFICATIONS_JOB = 'send-notifications';

/**
 * Every minute, the outbox's due deliveries go out (issue 42). The scheduler gives the run to one
 * instance; inside it each delivery is claimed with FOR UPDATE SKIP LOCKED, so a sender started
 * any other way (a test, a second run) never sends a row twice. A gateway that is down makes
 * deliveries wait for their retry, never fails the run.
 */
export function sendNotificationsJob(notifications: { sendDue(): Promise<SendOutcome> }): Job {
  return {
    name: SEND_NOTIFICATIONS_JOB,
    periodMs: 60_000,
    run: async () => {
      await notifications.sendDue();
      return { ok: true };
    },
  };
}
