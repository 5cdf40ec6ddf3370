import { useParams } from 'react-router';
import { ReportCasePage } from '../components/report-case-page';

/** `/dashboard/reports/{id}` (admins): one report case and its decision. */
export default function ReportCaseRoute() {
  const { id = '' } = useParams();
  return <ReportCasePage id={id} />;
}
