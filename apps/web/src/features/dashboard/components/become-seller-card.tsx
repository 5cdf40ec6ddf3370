import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { BusyButton } from '../../../components/busy-button';
import { toast } from '../../../lib/toast';
import { useAuth } from '../../../lib/use-auth';
import { becomeSeller } from '../api/become-seller';
import { SellerTerms } from './seller-terms';

const MUST_ACCEPT = 'Accept the seller terms to become a seller';

/**
 * A buyer (every Google sign-up is one) becomes a seller after accepting the terms (issue 19).
 * The session's user is read again at once, so the role badge, the drawer and the seller
 * pages follow without signing in again.
 */
export function BecomeSellerCard() {
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
      toast.success('You are now a seller.');
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!accepted) {
      setFieldError(MUST_ACCEPT);
      return;
    }
    upgrade.mutate();
  };

  return (
    <section aria-labelledby={headingId} className="card mt-8 border border-base-300 bg-base-100">
      <form className="card-body gap-4" onSubmit={submit} noValidate>
        <h2 id={headingId} className="card-title">
          Sell your cameras
        </h2>
        <p className="text-base-content/80">
          Become a seller to list cameras and answer bookings. You keep your orders and can still book
          cameras.
        </p>
        <h3 className="font-semibold">Seller terms</h3>
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
            I accept the seller terms
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
                Account Settings
              </Link>
            </span>
          </div>
        )}
        <div className="card-actions">
          <BusyButton type="submit" className="btn btn-primary" busy={upgrade.isPending}>
            Become a seller
          </BusyButton>
        </div>
      </form>
    </section>
  );
}
