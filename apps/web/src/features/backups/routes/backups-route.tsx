import { BackupsPage } from '../components/backups-page';

/** `/dashboard/backups` (admins): the shop's backup archives. */
export default function BackupsRoute() {
  return <BackupsPage />;
}
