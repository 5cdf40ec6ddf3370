import {
  AuditActorsSchema,
  type AuditEntry,
  AuditLogQuerySchema,
  AuditLogSchema,
  type AuditTarget,
} from '@refocus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { BEARER, errorResponses } from '../../plugins/route-docs.js';
import { setPagingHeaders } from '../../shared/paging-headers.js';
import { type AuditRow, countAuditEntries, listAuditActors, listAuditEntries } from './audit.repository.js';

/** The person or listing an entry names, as it is now (issue 42 item 13); null for other kinds. */
function targetOf(row: AuditRow): AuditTarget | null {
  if (row.target_kind === 'user' && row.user_name !== null) {
    const role = Number(row.user_admin) === 1 ? 'admin' : Number(row.user_seller) === 1 ? 'seller' : 'buyer';
    return { name: row.user_name, email: row.user_email, role, live: row.user_deleted_at === null };
  }
  if (row.target_kind === 'listing' && row.listing_name !== null) {
    return { name: row.listing_name, email: null, role: null, live: row.listing_deleted_at === null };
  }
  return null;
}

/** The audit log for admins: read only. There is no route that edits or deletes an entry. */
export function auditLogRoutes(db: Kysely<DB>) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/api/admin/audit-log',
      {
        schema: {
          tags: ['admin'],
          summary: 'Every admin action, newest first, paged (admins; nobody can edit it)',
          description:
            'Filtered by `adminId`, `action`, and the days `from` and `to` (YYYY-MM-DD, UTC, both included). Each entry names the person or listing it is about, as they are now.',
          security: BEARER,
          querystring: AuditLogQuerySchema,
          response: { 200: AuditLogSchema, ...errorResponses(400) },
        },
        config: { access: 'admin' },
      },
      async (request, reply) => {
        const { page, limit, ...filter } = request.query;
        const [rows, total] = await Promise.all([
          listAuditEntries(db, filter, (page - 1) * limit, limit),
          countAuditEntries(db, filter),
        ]);
        setPagingHeaders(request, reply, { page, limit, total });
        return rows.map(
          (row): AuditEntry => ({
            id: row.id,
            at: row.at,
            adminId: row.admin_id,
            adminName: row.admin_name ?? 'Unknown admin',
            action: row.action,
            targetKind: row.target_kind,
            targetId: row.target_id,
            target: targetOf(row),
            caseId: row.case_id,
            note: row.note,
          }),
        );
      },
    );

    api.get(
      '/api/admin/audit-log/admins',
      {
        schema: {
          tags: ['admin'],
          summary: 'The admins who have entries in the audit log, by name (admins)',
          security: BEARER,
          response: { 200: AuditActorsSchema, ...errorResponses() },
        },
        config: { access: 'admin' },
      },
      async () => listAuditActors(db),
    );
  };
}
