import { defineMessages } from '@refocus/i18n';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { ConfirmButton } from '../../../../components/confirm-dialog';
import { toast } from '../../../../lib/toast';
import { useAuth } from '../../../../lib/use-auth';
import { deleteMyAccount } from '../../api/account';
import { ACCOUNT_MESSAGES } from './account-messages';

type Sensitive = <T>(action: () => Promise<T>) => Promise<T>;

const m = defineMessages({
  failed: { id: 'account.delete.failed', defaultMessage: 'Could not delete the account.' },
  confirmTitle: { id: 'account.delete.confirmTitle', defaultMessage: 'Delete your account?' },
  confirmMessage: { id: 'account.delete.confirmMessage', defaultMessage: 'This cannot be undone.' },
  button: { id: 'account.delete.button', defaultMessage: 'Delete my account' },
});

/** Delete my account: for good, after a recent sign-in. */
export function DeleteAccountSection({ sensitive }: { sensitive: Sensitive }) {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const intl = useIntl();

  const remove = async () => {
    try {
      await sensitive(deleteMyAccount);
    } catch (failure) {
      toast.error(failure instanceof Error ? failure.message : intl.formatMessage(m.failed));
      throw failure;
    }
    toast.success(intl.formatMessage(ACCOUNT_MESSAGES.accountDeleted));
    // The server ended every session; end this one here too.
    await signOut().catch(() => undefined);
    await navigate('/', { replace: true });
  };

  return (
    <section aria-labelledby="delete-heading" className="card border border-error/40 bg-base-100">
      <div className="card-body gap-4">
        <h2 id="delete-heading" className="card-title text-danger">
          {intl.formatMessage(m.button)}
        </h2>
        <p className="text-sm text-base-content/80">
          <FormattedMessage
            id="account.delete.explain"
            defaultMessage={
              'Your listings are withdrawn, your open bookings cancelled, and finished orders stay in the other person\'s history as "Deleted user". This cannot be undone.'
            }
          />
        </p>
        <div>
          <ConfirmButton
            className="btn btn-error btn-outline"
            title={intl.formatMessage(m.confirmTitle)}
            message={intl.formatMessage(m.confirmMessage)}
            confirmLabel={intl.formatMessage(m.button)}
            danger
            onConfirm={remove}
          >
            {intl.formatMessage(m.button)}
          </ConfirmButton>
        </div>
      </div>
    </section>
  );
}
