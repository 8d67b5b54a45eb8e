/**
 * Every messages query lives under 'messages': the app-wide realtime listener (lib/realtime)
 * refetches that root on each `messages` change event, which reaches only a thread's parties.
 */
export const MESSAGES_KEY = ['messages'] as const;
export const orderThreadsKey = (orderId: string) => ['messages', 'order', orderId] as const;
export const threadKey = (threadId: string) => ['messages', 'thread', threadId] as const;
export const UNREAD_KEY = ['messages', 'unread'] as const;
export const STUDIO_THREADS_KEY = ['messages', 'studio'] as const;
export const REPORTS_KEY = ['messages', 'reports'] as const;

/** A guest's key to the order, sent the way the order page sends it. */
export const tokenHeaders = (token: string | null): Record<string, string> => (token ? { 'x-order-token': token } : {});
