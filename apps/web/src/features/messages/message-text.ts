import type { Conversation, Message } from '@ourhood/contract';

/** The other side's name; a deleted account keeps its messages but not its name. */
export function otherName(conversation: Pick<Conversation, 'other'>): string {
  return conversation.other?.name || 'Deleted account';
}

/** One line about a message: its text, or what stands in for it. */
export function messagePreview(message: Message | null): string {
  if (!message) return '';
  if (message.deleted) return 'Message deleted';
  if (message.removed && !message.mine) return 'Message removed by moderators';
  const text = message.text.replace(/\s+/g, ' ').trim();
  const prefix = message.mine ? 'You: ' : '';
  if (text) return `${prefix}${text}`;
  return `${prefix}${message.photos.length === 1 ? 'A photo' : `${message.photos.length} photos`}`;
}
