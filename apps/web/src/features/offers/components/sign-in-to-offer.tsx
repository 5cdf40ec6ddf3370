import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router';

/** What a signed-out visitor sees in the offer dialog: a way to log in and come back. */
export function SignInToOffer({ onCancel }: { onCancel: () => void }) {
  const location = useLocation();
  return (
    <div className="mt-4">
      <p className="text-base-content/80">
        <FormattedMessage
          id="offers.signIn.text"
          defaultMessage="Log in to make the seller an offer for this camera."
        />
      </p>
      <div className="modal-action">
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          <FormattedMessage id="offers.signIn.close" defaultMessage="Close" />
        </button>
        <Link to="/login" state={{ from: location }} className="btn btn-primary">
          <FormattedMessage id="offers.signIn.button" defaultMessage="Log in to make an offer" />
        </Link>
      </div>
    </div>
  );
}
