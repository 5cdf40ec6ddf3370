import type { ReportTargetKind } from '@refocus/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { findMessageWithParties } from '../conversations/conversations.public.js';
import { findListingSummary } from '../products/products.public.js';
import { findLiveUserById } from '../users/users.public.js';

/** A reported thing as moderation needs it: whom it concerns, and its thread for a message. */
export interface ResolvedTarget {
  kind: ReportTargetKind;
  id: string;
  /** The seller of a listing, the sender of a message, the person reported; null once gone. */
  personId: string | null;
  conversationId: string | null;
  /** The people of a message's thread: only they may report it. */
  parties: string[];
  /** What the admin's queue calls it. */
  label: string;
  /** Still there to report (a listing not withdrawn, a live account, a message not removed). */
  live: boolean;
}

const LABEL_LENGTH = 80;
const excerpt = (text: string) => (text.length > LABEL_LENGTH ? `${text.slice(0, LABEL_LENGTH - 1)}…` : text);

/** The thing a report names, or undefined when there is no such thing at all. */
export async function resolveTarget(
  db: Kysely<DB>,
  kind: ReportTargetKind,
  id: string,
): Promise<ResolvedTarget | undefined> {
  if (kind === 'listing') {
    const listing = await findListingSummary(db, id);
    if (!listing) return undefined;
    return {
      kind,
      id,
      personId: listing.seller_id,
      conversationId: null,
      parties: [],
      label: listing.name,
      live: listing.deleted_at === null,
    };
  }
  if (kind === 'message') {
    const message = await findMessageWithParties(db, id);
    // The shop's own lines about offers and meetings are nobody's words to report.
    if (!message || message.sender_role === 'system') return undefined;
    return {
      kind,
      id,
      personId: message.sender_role === 'buyer' ? message.buyer_id : message.seller_id,
      conversationId: message.conversation_id,
      parties: [message.buyer_id, message.seller_id].filter((p): p is string => p !== null),
      label: excerpt(message.body),
      live: message.removed_at === null,
    };
  }
  const user = await findLiveUserById(db, id);
  if (!user) return undefined;
  return { kind, id, personId: user.id, conversationId: null, parties: [], label: user.name, live: true };
}
