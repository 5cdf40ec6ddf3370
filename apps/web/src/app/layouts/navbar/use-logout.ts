import { useIntl } from 'react-intl';
import { SUCCESS } from '../../../lib/success-messages';
import { toast } from '../../../lib/toast';
import { useAuth } from '../../../lib/use-auth';

/** Signs out, saying so (spec §8): the navbar's Logout button and the phone menu's. */
export function useLogout(): () => void {
  const { signOut } = useAuth();
  const intl = useIntl();
  return () => {
    signOut().then(
      () => toast.success(intl.formatMessage(SUCCESS.loggedOut)),
      (error: Error) => toast.error(error.message),
    );
  };
}
