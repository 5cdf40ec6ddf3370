import { ModelsPage } from '../components/models-page';

/** `/dashboard/models` (admins): the model catalogue. */
export default function ModelsRoute() {
  return <ModelsPage />;
}
