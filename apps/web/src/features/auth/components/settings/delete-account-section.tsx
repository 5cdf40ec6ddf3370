import { useNavigate } from 'react-router';
import { ConfirmButton } from '../../../../components/confirm-dialog';
import { toast } from '../../../../lib/toast';
import { useAuth } from '../../../../lib/use-auth';
import { deleteMyAccount } from '../../api/account';
import { ACCOUNT_MESSAGES } from './account-messages';

type Sensitive = <T>(action: () => Promise<T>) => Promise<T>;

/** Delete my account: for good, after a recent sign-in. */
export function DeleteAccountSection({ sensitive }: { sensitive: Sensitive }) {
  const { signOut } = useAuth();
  const navigate = useNavigate();

  const remove = async () => {
    try {
      await sensitive(deleteMyAccount);
    } catch (failure) {
      toast.error(failure instanceof Error ? failure.message : 'Could not delete the account.');
      throw failure;
    }
    toast.success(ACCOUNT_MESSAGES.accountDeleted);
    // The server ended every session; end this one here too.
    await signOut().catch(() => undefined);
    await navigate('/', { replace: true });
  };

  return (
    <section aria-labelledby="delete-heading" className="card border border-error/40 bg-base-100">
      <div className="card-body gap-4">
        <h2 id="delete-heading" className="card-title text-danger">
          Delete my account
        </h2>
        <p className="text-sm text-base-content/80">
          Your listings are withdrawn, your open bookings cancelled, and finished orders stay in the other
          person's history as "Deleted user". This cannot be undone.
        </p>
        <div>
          <ConfirmButton
            className="btn btn-error btn-outline"
            title="Delete your account?"
            message="This cannot be undone."
            confirmLabel="Delete my account"
            danger
            onConfirm={remove}
          >
            Delete my account
          </ConfirmButton>
        </div>
      </div>
    </section>
  );
}
