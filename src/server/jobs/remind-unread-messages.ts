import type { Job } from '../plugins/scheduler';

/** The unread-message reminders' name in scheduled_jobs. */
export const REMIND_UNREAD_MESSAGES_JOB = 'remind-unread-messages';

/**
 * Every five minutes, one instance mails whoever has had a message unread for 15 minutes (at most
 * one mail per thread and side an hour) and removes message photos uploaded but never sent.
 */
export function remindUnreadMessagesJob(reminders: { run(): Promise<{ mailed: number; photosRemoved: number }> }): Job {
  return {
    name: REMIND_UNREAD_MESSAGES_JOB,
    periodMs: 5 * 60_000,
    run: async () => {
      await reminders.run();
      return { ok: true };
    },
  };
}
