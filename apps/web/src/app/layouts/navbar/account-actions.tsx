import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { useAuth } from '../../../lib/use-auth';
import { useSignedInUi } from '../../signed-in-ui';

/**
 * Right side of the navbar (spec §2): Register/Login when signed out; when signed in, the
 * account links from the signed-in chunk. The auth gate holds a restored session's first
 * draw until that chunk is here; a sign-in elsewhere meets it loaded as a rule (it loads on
 * the way to the sign-in screens), else a placeholder of the links' height stands in briefly.
 */
export function AccountActions() {
  const { user } = useAuth();
  const signedInUi = useSignedInUi();
  if (!user) {
    return (
      <Link to="/register" className="btn btn-primary btn-sm">
        <FormattedMessage id="app.navbar.registerLogin" defaultMessage="Register/Login" />
      </Link>
    );
  }
  if (!signedInUi.module) {
    return (
      <span
        aria-hidden="true"
        className="skeleton h-8 w-26 sm:w-72 lg:w-64"
        data-testid="account-actions-pending"
      />
    );
  }
  return <signedInUi.module.SignedInActions user={user} />;
}
