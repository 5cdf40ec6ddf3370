import { JobsPage } from '../components/jobs-page';

/** `/dashboard/jobs` (admins): the background job queue's dead-letter list. */
export default function JobsRoute() {
  return <JobsPage />;
}
