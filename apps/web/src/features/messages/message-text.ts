import { plural, t } from '@lingui/core/macro';
import type { Conversation, Message } from '@ourhood/contract';

/** The other side's name; a deleted account keeps its messages but not its name. */
export function otherName(conversation: Pick<Conversation, 'other'>): string {
  return conversation.other?.name || t`Deleted account`;
}

/** One line about a message: its text, or what stands in for it. */
export function messagePreview(message: Message | null): string {
  if (!message) return '';
  if (message.deleted) return t`Message deleted`;
  if (message.removed && !message.mine) return t`Message removed by moderators`;
  const text = message.text.replace(/\s+/g, ' ').trim();
  const count = message.photos.length;
  const shown = text || plural(count, { one: 'A photo', other: '# photos' });
  return message.mine ? t`You: ${shown}` : shown;
}
