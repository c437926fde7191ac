import type { Conversation, ConversationSubjectType, Participant } from '@ourhood/contract';
import { conversationSubjectTypes } from '@ourhood/contract';
import { presentMessage } from '../../lib/messages/index.js';
import type { UrlFor } from '../../lib/storage/index.js';
import type { ConversationRow } from './messages-repository.js';

const isSubjectType = (value: string | null): value is ConversationSubjectType =>
  conversationSubjectTypes.some((type) => type === value);

/** The other side: an organization by its business name and logo; null once deleted. */
function presentOther(row: ConversationRow, urlFor: UrlFor): Participant | null {
  if (row.other_id === null) return null;
  const organization = row.other_business_name !== null;
  const first = row.other_first_name ?? '';
  const last = row.other_last_name ?? '';
  const picture = organization ? row.other_logo_key : row.other_avatar_key;
  return {
    _id: row.other_id,
    id: row.other_id,
    name: organization ? (row.other_business_name ?? '') : `${first} ${last}`.trim(),
    first_name: first,
    last_name: last,
    profile_picture: picture ? { url: urlFor(picture) } : null,
    account_type: row.other_account_type ?? 'user',
  };
}

export function presentConversation(row: ConversationRow, viewerId: string, urlFor: UrlFor): Conversation {
  const startedByMe = row.starter_id === viewerId;
  return {
    _id: row.id,
    id: row.id,
    other: presentOther(row, urlFor),
    subject:
      row.subject_id !== null && isSubjectType(row.subject_type)
        ? { type: row.subject_type, id: row.subject_id, title: row.subject_title ?? '' }
        : null,
    status: row.status,
    started_by_me: startedByMe,
    // A pending (or declined) request holds its one message until the recipient accepts; nobody
    // writes to a deleted account.
    can_send: row.other_id !== null && (row.status === 'accepted' || !startedByMe),
    last_message: row.last_message ? presentMessage(row.last_message, viewerId, urlFor) : null,
    unread_count: Number(row.unread_count),
    other_last_read_message_id: row.other_last_read_message_id,
    last_message_at: new Date(row.last_message_at).toISOString(),
    created_at: new Date(row.created_at).toISOString(),
  };
}
