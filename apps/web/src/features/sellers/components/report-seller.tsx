import { useIntl } from 'react-intl';
import { ReportButton } from '../../../components/report/report-button';

/** The seller page's Report (issue 15 item 4): report the person, never oneself. */
export function ReportSeller({ sellerId, name }: { sellerId: string; name: string }) {
  const intl = useIntl();
  return (
    <ReportButton
      kind="user"
      targetId={sellerId}
      ownerId={sellerId}
      ariaLabel={intl.formatMessage(
        { id: 'sellers.report.label', defaultMessage: 'Report {name}' },
        { name },
      )}
      className="btn btn-ghost btn-sm ms-auto text-base-content/75"
    />
  );
}
