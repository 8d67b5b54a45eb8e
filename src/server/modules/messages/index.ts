/**
 * The messages feature's public surface (issue 38: a conversation per order): app.ts and the jobs
 * import only from here.
 */
export { createMessagesService, type MessagesActor, type MessagesService, type MessagesServiceOptions, type PostThreadNote, type ThreadNoteInput } from './service';
export { createMessageReminders, type MessageReminders } from './reminders';
export { messagesRoutes, type MessagesRoutesOptions } from './routes';
