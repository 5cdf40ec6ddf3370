import type { Row } from './matrix.js';
import { ADMIN_ONLY } from './matrix.js';

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
];
