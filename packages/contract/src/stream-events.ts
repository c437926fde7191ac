// The events of the live notification stream (GET /notifications/stream), on their own: the web
// app checks each event against these as it arrives, and loads them without the rest of the
// contract, whose hundreds of schemas cost a long task to build on a phone (decision 0033).
export { streamNotificationEventSchema, streamPostEventSchema, unreadCountSchema } from './notifications.js';
export { streamConversationReadEventSchema, streamMessageEventSchema } from './messages.js';
