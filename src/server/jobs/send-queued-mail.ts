import type { MailQueueOutcome } from '../modules/notifications';
import type { Job } from '../plugins/scheduler';

/** The mail queue's sender's name in scheduled_jobs. */
export const SEND_QUEUED_MAIL_JOB = 'send-queued-mail';

/**
 * Every minute, mails the outbox folder or SMTP refused earlier are tried again (issue 46,
 * decision 045). The scheduler gives the run to one instance; each mail is claimed with
 * FOR UPDATE SKIP LOCKED, so a sender started any other way never sends a mail twice. A transport
 * still failing makes mails wait for their next try; it never fails the run.
 */
export function sendQueuedMailJob(mailQueue: { sendDue(): Promise<MailQueueOutcome> }): Job {
  return {
    name: SEND_QUEUED_MAIL_JOB,
    periodMs: 60_000,
    run: async () => {
      await mailQueue.sendDue();
      return { ok: true };
    },
  };
}
