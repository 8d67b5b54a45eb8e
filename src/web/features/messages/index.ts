// The messages feature's public surface (issue 38): the order page's conversation, the header's and
// the order cards' unread figures, the studio's conversations page (loaded by the router).
export { OrderConversation } from './order-conversation';
export { UnreadBadge, useOrderUnread } from './unread-badge';
export { MESSAGES_KEY } from './message-keys';
export { AdminReportedMessages } from './admin-reported-messages';
