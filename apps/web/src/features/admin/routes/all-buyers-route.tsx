import { PeoplePage } from '../components/people-page';

/** `/dashboard/all-buyers` (admins). */
export default function AllBuyersRoute() {
  return <PeoplePage kind="buyers" />;
}
