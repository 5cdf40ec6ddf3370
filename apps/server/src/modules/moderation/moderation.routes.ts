import {
  CaseActionSchema,
  CaseReopenSchema,
  NewReportSchema,
  opaqueId,
  ReportCaseListSchema,
  ReportCaseSchema,
  ReportCasesQuerySchema,
  ReportReceiptSchema,
} from '@refocus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../plugins/access-control.js';
import { BEARER, errorResponses } from '../../plugins/route-docs.js';
import { setPagingHeaders } from '../../shared/paging-headers.js';
import { linkOrigin } from '../auth/auth.public.js';
import type { ModerationService } from './moderation.service.js';
import { REPORTS_PER_HOUR, type ReportsService } from './reports.service.js';

const security = BEARER;
const params = z.object({ id: opaqueId('id') });

/** Issue 15 item 4: reports by anyone signed in; the queue and its decisions for admins (decision 032). */
export function moderationRoutes(
  reports: ReportsService,
  moderation: ModerationService,
  publicUrl: string | undefined,
) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.post(
      '/api/reports',
      {
        schema: {
          tags: ['reports'],
          summary: 'Report a listing, a message of one of your conversations, or a person',
          description: [
            'Reasons: spam, fake, prohibited, offensive, other (with text). One report per person per reported thing while it waits: again is 409.',
            `At most ${REPORTS_PER_HOUR} reports an hour per account (429).`,
            'Errors: 404 no such thing; 403 a message of a conversation not yours, or `auth/email-not-verified` before the address is confirmed; 409 your own listing, message or account, or reported already.',
          ].join(' '),
          security,
          body: NewReportSchema,
          response: { 200: ReportReceiptSchema, ...errorResponses(400, 403, 404, 409, 429) },
        },
        config: { access: 'user' },
      },
      async (request) => reports.file(callerOf(request), request.body),
    );

    api.get(
      '/api/admin/reports',
      {
        schema: {
          tags: ['admin'],
          summary: 'Report cases, the most recently reported first, paged (admins)',
          description:
            'Repeated reports of one thing form one case. Filters: `kind` (listing, message, user), `state` (open, dismissed, actioned). A bare array; the total in `X-Total-Count`.',
          security,
          querystring: ReportCasesQuerySchema,
          response: { 200: ReportCaseListSchema, ...errorResponses(400) },
        },
        config: { access: 'admin' },
      },
      async (request, reply) => {
        const { items, total } = await moderation.list(request.query);
        setPagingHeaders(request, reply, { ...request.query, total });
        return items;
      },
    );

    api.get(
      '/api/admin/reports/:id',
      {
        schema: {
          tags: ['admin'],
          summary:
            'One report case: its reports, the reported thing in context, the actions that fit (admins)',
          security,
          params,
          response: { 200: ReportCaseSchema, ...errorResponses(404) },
        },
        config: { access: 'admin' },
      },
      async (request) => moderation.read(request.params.id),
    );

    api.post(
      '/api/admin/reports/:id/actions',
      {
        schema: {
          tags: ['admin'],
          summary:
            'Decide an open case: dismiss, hide the listing, remove the message or disable the account (admins)',
          description:
            'Optional notes are e-mailed to the reporters and to the reported person. The decision and its audit entry are written together. Errors: 404 no such case; 409 decided already, or the action does not fit the case; 403 the account is an admin or yours.',
          security,
          params,
          body: CaseActionSchema,
          response: { 200: ReportCaseSchema, ...errorResponses(400, 403, 404, 409) },
        },
        config: { access: 'admin' },
      },
      async (request) =>
        moderation.act(callerOf(request), request.params.id, request.body, linkOrigin(request, publicUrl)),
    );

    api.post(
      '/api/admin/reports/:id/reopen',
      {
        schema: {
          tags: ['admin'],
          summary: 'Undo the decision of a case and put it back in the queue (admins)',
          description:
            'The hidden listing returns to the marketplace (its closed bookings stay closed), the removed message shows again, the disabled account is enabled. The optional note is the reason, kept in the audit log. Errors: 404 no such case; 409 the case is open, the decision can no longer be undone, or another case about the same thing is open.',
          security,
          params,
          body: CaseReopenSchema,
          response: { 200: ReportCaseSchema, ...errorResponses(400, 404, 409) },
        },
        config: { access: 'admin' },
      },
      async (request) => moderation.reopen(callerOf(request), request.params.id, request.body),
    );
  };
}
