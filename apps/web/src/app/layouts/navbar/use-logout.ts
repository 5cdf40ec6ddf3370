import { MESSAGES } from '@refocus/contract';
import { toast } from '../../../lib/toast';
import { useAuth } from '../../../lib/use-auth';

/** Signs out, saying so (spec §8): the navbar's Logout button and the phone menu's. */
export function useLogout(): () => void {
  const { signOut } = useAuth();
  return () => {
    signOut().then(
      () => toast.success(MESSAGES.loggedOut),
      (error: Error) => toast.error(error.message),
    );
  };
}
