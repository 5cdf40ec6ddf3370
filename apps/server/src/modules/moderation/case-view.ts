import type {
  CaseContext,
  ModerationAction,
  ReportCase,
  ReportCaseSummary,
  ReportReason,
} from '@refocus/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { toDollars } from '../../shared/money.js';
import { messagesAround } from '../conversations/conversations.public.js';
import { findListingSummary } from '../products/products.public.js';
import { findLiveUserById } from '../users/users.public.js';
import type { CaseRow, reportsOf } from './moderation.repository.js';
import { type ResolvedTarget, resolveTarget } from './report-targets.js';

type ReportRow = Awaited<ReturnType<typeof reportsOf>>[number];

/** Messages shown on each side of a reported one. */
const NEIGHBOURS = 3;
const GONE: Record<CaseRow['target_kind'], string> = {
  listing: 'A listing that no longer exists',
  message: 'A message that no longer exists',
  user: 'A deleted account',
};

export function toCaseSummary(
  row: CaseRow,
  reports: ReportRow[],
  target: ResolvedTarget | undefined,
): ReportCaseSummary {
  const reasons = [...new Set(reports.map((r) => r.reason))] as ReportReason[];
  return {
    id: row.id,
    kind: row.target_kind,
    targetId: row.target_id,
    targetLabel: target?.label ?? GONE[row.target_kind],
    state: row.state,
    reportCount: reports.length,
    reasons,
    firstReportedAt: row.created_at,
    lastReportedAt: row.last_reported_at,
    decidedAt: row.decided_at,
    decision: row.decision,
  };
}

/** Which decisions fit an open case: a listing is hidden, a message removed, a person disabled. */
function allowedActions(
  row: CaseRow,
  target: ResolvedTarget | undefined,
  person: { admin: boolean; disabled: boolean } | undefined,
): ModerationAction[] {
  if (row.state !== 'open') return [];
  const actions: ModerationAction[] = ['dismiss'];
  if (row.target_kind === 'listing' && target?.live) actions.push('hide-listing');
  if (row.target_kind === 'message' && target?.live) actions.push('remove-message');
  if (person && !person.admin && !person.disabled) actions.push('disable-user');
  return actions;
}

/** The reported thing, as the admin needs it to judge: the listing, the message among its neighbours, the person. */
async function caseContext(db: Kysely<DB>, row: CaseRow): Promise<CaseContext> {
  if (row.target_kind === 'listing') {
    const listing = await findListingSummary(db, row.target_id);
    return {
      kind: 'listing',
      listing: listing
        ? {
            id: listing.id,
            name: listing.name,
            imgURL: listing.img_url,
            description: listing.description,
            price: toDollars(listing.resale_price),
            status: listing.status,
            hidden: listing.deleted_at !== null,
            sellerId: listing.seller_id,
            sellerName: listing.seller_name,
          }
        : null,
    };
  }
  if (row.target_kind === 'message') {
    const around = await messagesAround(db, row.target_id, NEIGHBOURS);
    return {
      kind: 'message',
      conversationId: around?.conversationId ?? null,
      productName: around?.messages[0]?.product_name ?? null,
      messages: (around?.messages ?? []).map((m) => ({
        id: m.id,
        senderRole: m.sender_role,
        senderName:
          m.sender_role === 'system'
            ? 'The shop'
            : ((m.sender_role === 'buyer' ? m.buyer_name : m.seller_name) ?? 'Closed account'),
        // Admins see what was written even once removed: the record they judge by.
        text: m.body,
        createdAt: m.created_at,
        removed: m.removed_at !== null,
        reported: m.id === row.target_id,
      })),
    };
  }
  const user = await findLiveUserById(db, row.target_id);
  return {
    kind: 'user',
    user: user
      ? {
          id: user.id,
          name: user.name,
          email: user.email,
          role: user.admin ? 'admin' : user.seller ? 'seller' : 'buyer',
          disabled: user.disabled,
          deleted: false,
          joinedAt: user.createdAt,
        }
      : null,
  };
}

/** The whole case: its reports, the thing in context, whom it concerns and what may be done. */
export async function toCaseView(db: Kysely<DB>, row: CaseRow, reports: ReportRow[]): Promise<ReportCase> {
  const target = await resolveTarget(db, row.target_kind, row.target_id);
  const person = target?.personId ? await findLiveUserById(db, target.personId) : undefined;
  return {
    ...toCaseSummary(row, reports, target),
    reports: reports.map((r) => ({
      id: r.id,
      reporterId: r.reporter_id,
      reporterName: r.reporter_deleted_at === null ? (r.reporter_name ?? 'Closed account') : 'Closed account',
      reason: r.reason,
      text: r.text,
      createdAt: r.created_at,
    })),
    context: await caseContext(db, row),
    reportedPerson: person ? { id: person.id, name: person.name, disabled: person.disabled } : null,
    allowedActions: allowedActions(row, target, person),
  };
}
