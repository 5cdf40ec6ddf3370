import { type AuditEntry, AuditLogSchema, PageQuerySchema } from '@refocus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { BEARER, errorResponses } from '../../plugins/route-docs.js';
import { setPagingHeaders } from '../../shared/paging-headers.js';
import { countAuditEntries, listAuditEntries } from './audit.repository.js';

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
          security: BEARER,
          querystring: PageQuerySchema,
          response: { 200: AuditLogSchema, ...errorResponses(400) },
        },
        config: { access: 'admin' },
      },
      async (request, reply) => {
        const { page, limit } = request.query;
        const [rows, total] = await Promise.all([
          listAuditEntries(db, (page - 1) * limit, limit),
          countAuditEntries(db),
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
            caseId: row.case_id,
            note: row.note,
          }),
        );
      },
    );
  };
}
