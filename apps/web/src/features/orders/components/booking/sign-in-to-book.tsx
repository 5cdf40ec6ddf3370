import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router';

/** What a signed-out visitor sees in the booking modal: a way to log in and come back. */
export function SignInToBook({ onCancel }: { onCancel: () => void }) {
  const location = useLocation();
  return (
    <div className="mt-4">
      <p className="text-base-content/80">
        <FormattedMessage
          id="orders.signIn.text"
          defaultMessage="Log in to book this camera and arrange a meeting with the seller."
        />
      </p>
      <div className="modal-action">
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          <FormattedMessage id="orders.signIn.close" defaultMessage="Close" />
        </button>
        <Link to="/login" state={{ from: location }} className="btn btn-primary">
          <FormattedMessage id="orders.signIn.button" defaultMessage="Log in to book" />
        </Link>
      </div>
    </div>
  );
}
