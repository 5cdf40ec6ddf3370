import { AuditLogPage } from '../components/audit-log-page';

/** `/dashboard/audit-log` (admins): every admin action, read only. */
export default function AuditLogRoute() {
  return <AuditLogPage />;
}
