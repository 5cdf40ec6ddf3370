import { PeoplePage } from '../components/people-page';

/** `/dashboard/all-sellers` (admins). */
export default function AllSellersRoute() {
  return <PeoplePage kind="sellers" />;
}
