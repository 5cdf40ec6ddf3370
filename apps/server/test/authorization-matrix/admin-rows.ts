import type { Row } from './matrix.js';
import { ADMIN_ONLY } from './matrix.js';

let added = 0;
/** A new name each time, so an admin's add never meets the slug of the one before. */
const fresh = (what: string) => `Matrix ${what} ${process.pid} ${++added}`;

/** The matrix's rows for the admins' routes. */
export const ADMIN_ROWS: Row[] = [
  { route: 'GET /api/admin/reports', request: () => ({ url: '/api/admin/reports' }), expect: ADMIN_ONLY },
  {
    route: 'GET /api/admin/reports/:id',
    request: async (ctx) => ({ url: `/api/admin/reports/${await ctx.freshCase()}` }),
    expect: ADMIN_ONLY,
  },
  {
    route: 'POST /api/admin/reports/:id/actions',
    note: 'a fresh open case each time',
    request: async (ctx) => ({
      method: 'POST',
      url: `/api/admin/reports/${await ctx.freshCase()}/actions`,
      payload: { action: 'dismiss' },
    }),
    expect: ADMIN_ONLY,
  },
  {
    route: 'POST /api/admin/reports/:id/reopen',
    note: 'a fresh dismissed case each time',
    request: async (ctx) => ({
      method: 'POST',
      url: `/api/admin/reports/${await ctx.freshDecidedCase()}/reopen`,
      payload: {},
    }),
    expect: ADMIN_ONLY,
  },
  { route: 'GET /api/admin/audit-log', request: () => ({ url: '/api/admin/audit-log' }), expect: ADMIN_ONLY },
  {
    route: 'GET /api/admin/audit-log/admins',
    request: () => ({ url: '/api/admin/audit-log/admins' }),
    expect: ADMIN_ONLY,
  },
  {
    route: 'GET /api/admin/jobs',
    request: () => ({ url: '/api/admin/jobs?state=dead' }),
    expect: ADMIN_ONLY,
  },
  {
    route: 'GET /api/admin/jobs/depth',
    request: () => ({ url: '/api/admin/jobs/depth' }),
    expect: ADMIN_ONLY,
  },
  {
    route: 'GET /api/admin/overview',
    request: () => ({ url: '/api/admin/overview' }),
    expect: ADMIN_ONLY,
  },
  {
    route: 'POST /api/admin/jobs/:id/retry',
    note: 'a fresh dead job each time',
    request: async (ctx) => ({ method: 'POST', url: `/api/admin/jobs/${await ctx.freshDeadJob()}/retry` }),
    expect: ADMIN_ONLY,
  },
  {
    route: 'DELETE /api/admin/jobs/:id',
    note: 'a fresh dead job each time',
    request: async (ctx) => ({ method: 'DELETE', url: `/api/admin/jobs/${await ctx.freshDeadJob()}` }),
    expect: ADMIN_ONLY,
  },
  { route: 'GET /api/admin/backups', request: () => ({ url: '/api/admin/backups' }), expect: ADMIN_ONLY },
  {
    route: 'GET /api/admin/backups/progress',
    request: () => ({ url: '/api/admin/backups/progress' }),
    expect: ADMIN_ONLY,
  },
  {
    route: 'POST /api/admin/backups/:name/restore',
    note: 'before a backup is queued below; not a real archive: an admin passes access control and is refused on the archive (400), the shop untouched',
    request: async (ctx) => ({
      method: 'POST',
      url: `/api/admin/backups/${await ctx.freshBackup()}/restore`,
    }),
    expect: [401, 403, 403, 403, 400, 401],
  },
  {
    route: 'POST /api/admin/backups',
    note: 'queued, not run: the admin is the only caller it reaches',
    request: () => ({ method: 'POST', url: '/api/admin/backups' }),
    expect: [401, 403, 403, 403, 202, 401],
  },
  {
    route: 'GET /api/admin/backups/:name',
    request: async (ctx) => ({ url: `/api/admin/backups/${await ctx.freshBackup()}` }),
    expect: ADMIN_ONLY,
  },
  {
    route: 'DELETE /api/admin/backups/:name',
    note: 'a fresh archive each time',
    request: async (ctx) => ({ method: 'DELETE', url: `/api/admin/backups/${await ctx.freshBackup()}` }),
    expect: ADMIN_ONLY,
  },
  { route: 'GET /api/admin/brands', request: () => ({ url: '/api/admin/brands' }), expect: ADMIN_ONLY },
  {
    route: 'POST /api/admin/brands',
    note: 'a new name each time',
    request: () => ({ method: 'POST', url: '/api/admin/brands', payload: { name: fresh('brand') } }),
    expect: [401, 403, 403, 403, 201, 401],
  },
  {
    route: 'PATCH /api/admin/brands/:id',
    request: () => ({ method: 'PATCH', url: '/api/admin/brands/15', payload: { position: 15 } }),
    expect: ADMIN_ONLY,
  },
  {
    route: 'POST /api/admin/models',
    note: 'a new name each time',
    request: () => ({
      method: 'POST',
      url: '/api/admin/models',
      payload: { name: fresh('compact'), brandId: 11, type: 'compact', mount: null, year: 2020 },
    }),
    expect: [401, 403, 403, 403, 201, 401],
  },
  {
    route: 'POST /api/admin/models/:slug/merge',
    note: 'a fresh duplicate each time',
    request: async (ctx) => {
      const name = fresh('duplicate');
      const slug = name.toLowerCase().replaceAll(' ', '-');
      const at = new Date().toISOString();
      await ctx.t.app.database.db
        .insertInto('models')
        .values({
          slug,
          brand_id: 11,
          name,
          type: 'compact',
          mount: null,
          year: 2019,
          merged_into: null,
          created_at: at,
          updated_at: at,
        })
        .execute();
      return { method: 'POST', url: `/api/admin/models/${slug}/merge`, payload: { into: 'ricoh-gr-iii' } };
    },
    expect: ADMIN_ONLY,
  },
];
