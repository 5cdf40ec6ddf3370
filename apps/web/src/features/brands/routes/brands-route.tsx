import { BrandsPage } from '../components/brands-page';

/** `/dashboard/brands` (admins): the Brand menu's brands. */
export default function BrandsRoute() {
  return <BrandsPage />;
}
