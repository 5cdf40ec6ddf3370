import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { NotFoundScreen } from '../../../components/not-found-screen';

export type GuardedRole = 'seller' | 'admin';

/**
 * What a signed-in visitor sees on a screen their role cannot use (issue 19): the reason and a
 * way forward, rather than a silent jump home. A buyer can become a seller from the dashboard.
 */
export function ForbiddenScreen({ needs }: { needs: GuardedRole }) {
  const intl = useIntl();
  if (needs === 'seller') {
    return (
      <NotFoundScreen
        code="403"
        title={intl.formatMessage({
          id: 'auth.forbidden.sellerTitle',
          defaultMessage: 'This page is for sellers',
        })}
        message={intl.formatMessage({
          id: 'auth.forbidden.sellerMessage',
          defaultMessage:
            "Your account is a buyer's. Sellers list cameras, see their bookings and manage their products.",
        })}
      >
        <Link to="/dashboard" className="link mt-4 font-medium text-brand">
          <FormattedMessage id="auth.forbidden.becomeSeller" defaultMessage="Become a seller?" />
        </Link>
      </NotFoundScreen>
    );
  }
  return (
    <NotFoundScreen
      code="403"
      title={intl.formatMessage({
        id: 'auth.forbidden.adminTitle',
        defaultMessage: 'This page is for admins',
      })}
      message={intl.formatMessage({
        id: 'auth.forbidden.adminMessage',
        defaultMessage:
          "Only the shop's administrators can open it. Ask one of them if you need something changed.",
      })}
    />
  );
}
