import type { ColumnType, Generated } from 'kysely';
import type { CreatedAtSet } from './common.js';

// Direct messages (migration 0029, decision 0031).

/** Direct messages (0029, decision 0031). */
export interface ConversationsTable {
  id: Generated<string>;
  pair_key: string;
  starter_id: string | null;
  status: 'request' | 'accepted' | 'declined';
  subject_type: string | null;
  subject_id: string | null;
  subject_title: string | null;
  last_seq: Generated<number>;
  last_message_at: Date;
  created_at: CreatedAtSet;
}

export interface ConversationMembersTable {
  conversation_id: string;
  user_id: string;
  last_read_seq: Generated<number>;
  last_emailed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface MessagesTable {
  id: Generated<string>;
  conversation_id: string;
  seq: number;
  sender_id: string | null;
  body: string;
  deleted_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  hidden_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: CreatedAtSet;
}

export interface MessageMediaTable {
  message_id: string;
  position: number;
  display_key: string;
  thumbnail_key: string;
  width: number;
  height: number;
}
