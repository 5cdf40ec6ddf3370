import type { ConversationRole } from '@refocus/contract';

/** The `conversations` table: one thread per buyer and listing (decision 026). */
export interface ConversationsTable {
  id: string;
  product_id: string;
  /** Null once that account is deleted: the thread stays, read-only. */
  buyer_id: string | null;
  seller_id: string | null;
  created_at: string;
  last_message_at: string;
  /** The newest message each side has seen (its `created_at`); null before the first read. */
  buyer_read_at: string | null;
  seller_read_at: string | null;
  /** When each side was last e-mailed about this thread: at most once per 15 minutes. */
  buyer_mailed_at: string | null;
  seller_mailed_at: string | null;
}

/** The `conversation_messages` table: what one side wrote, kept as typed. */
export interface ConversationMessagesTable {
  id: string;
  conversation_id: string;
  /** `system`: a line the shop wrote about an offer or meeting move (system-lines.ts). */
  sender_role: ConversationRole | 'system';
  body: string;
  created_at: string;
  /** A photo through our image host (migration 021); the text may then be empty. */
  image_id: string | null;
  photo_url: string | null;
  /** When a moderator removed it (decision 032): both sides see that, not the text. */
  removed_at: string | null;
}
