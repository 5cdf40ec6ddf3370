import { ReportsPage } from '../components/reports-page';

/** `/dashboard/reports` (admins): the moderation queue. */
export default function ReportsRoute() {
  return <ReportsPage />;
}
