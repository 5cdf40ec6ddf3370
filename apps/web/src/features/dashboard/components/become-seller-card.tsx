import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { BusyButton } from '../../../components/busy-button';
import { toast } from '../../../lib/toast';
import { useAuth } from '../../../lib/use-auth';
import { becomeSeller } from '../api/become-seller';
import { SellerTerms } from './seller-terms';

/**
 * A buyer (every Google sign-up is one) becomes a seller after accepting the terms (issue 19).
 * The session's user is read again at once, so the role badge, the drawer and the seller
 * pages follow without signing in again.
 */
export function BecomeSellerCard() {
  const intl = useIntl();
  const { reloadUser } = useAuth();
  const [accepted, setAccepted] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const headingId = useId();
  const termsId = useId();
  const errorId = useId();
  const upgrade = useMutation({
    mutationFn: async () => {
      await becomeSeller({ acceptTerms: true });
      await reloadUser();
    },
    onSuccess: () => {
      toast.success(
        intl.formatMessage({ id: 'dashboard.becomeSeller.done', defaultMessage: 'You are now a seller.' }),
      );
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!accepted) {
      setFieldError(
        intl.formatMessage({
          id: 'dashboard.becomeSeller.mustAccept',
          defaultMessage: 'Accept the seller terms to become a seller',
        }),
      );
      return;
    }
    upgrade.mutate();
  };

  return (
    <section aria-labelledby={headingId} className="card mt-8 border border-base-300 bg-base-100">
      <form className="card-body gap-4" onSubmit={submit} noValidate>
        <h2 id={headingId} className="card-title">
          <FormattedMessage id="dashboard.becomeSeller.title" defaultMessage="Sell your cameras" />
        </h2>
        <p className="text-base-content/80">
          <FormattedMessage
            id="dashboard.becomeSeller.intro"
            defaultMessage="Become a seller to list cameras and answer bookings. You keep your orders and can still book cameras."
          />
        </p>
        <h3 className="font-semibold">
          <FormattedMessage id="dashboard.becomeSeller.terms" defaultMessage="Seller terms" />
        </h3>
        <SellerTerms id={termsId} />
        <div>
          <label className="label cursor-pointer justify-start gap-3 whitespace-normal text-base-content">
            <input
              type="checkbox"
              className="checkbox checkbox-primary"
              checked={accepted}
              aria-describedby={fieldError ? `${termsId} ${errorId}` : termsId}
              aria-invalid={fieldError ? true : undefined}
              onChange={(event) => {
                setAccepted(event.target.checked);
                if (event.target.checked) setFieldError(null);
              }}
            />
            <FormattedMessage id="dashboard.becomeSeller.accept" defaultMessage="I accept the seller terms" />
          </label>
          {fieldError && (
            <p id={errorId} className="mt-1 text-sm text-danger">
              {fieldError}
            </p>
          )}
        </div>
        {upgrade.error && (
          <div role="alert" className="alert alert-error alert-soft border-error/40 text-base-content">
            <span>
              {upgrade.error.message}{' '}
              {/* An unconfirmed address is the usual reason: its page can send the link again. */}
              <Link to="/dashboard/settings" className="link">
                <FormattedMessage
                  id="dashboard.becomeSeller.accountSettings"
                  defaultMessage="Account Settings"
                />
              </Link>
            </span>
          </div>
        )}
        <div className="card-actions">
          <BusyButton type="submit" className="btn btn-primary" busy={upgrade.isPending}>
            <FormattedMessage id="dashboard.becomeSeller.submit" defaultMessage="Become a seller" />
          </BusyButton>
        </div>
      </form>
    </section>
  );
}
