import type { ContentKind } from '../../lib/content-kinds/index.js';
import { findReportedMessage, isMessageParticipant } from '../../lib/messages/index.js';

/**
 * A direct message: private, with the conversation's last 20 messages as context, which only
 * moderators read (the queue). Only a participant of its conversation may report it (its recipient:
 * reports refuse authors), and no action on it reaches the public log.
 */
export const messageContentKind: ContentKind = {
  type: 'message',
  table: 'messages',
  label: 'message',
  async find(db, id) {
    const message = await findReportedMessage(db, id);
    if (!message) return undefined;
    return {
      authorId: message.authorId,
      hidden: message.hidden,
      text: message.text,
      context: message.context,
      createdAt: message.createdAt,
      privateContent: true,
      pendingApproval: false,
    };
  },
  url: () => null,
  inPublicLog: false,
  visibleTo: (db, item, viewerId) => isMessageParticipant(db, item.id, viewerId),
};
