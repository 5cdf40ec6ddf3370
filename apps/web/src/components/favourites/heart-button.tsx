import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '../../lib/use-auth';
import { useFavouriteToggle } from './use-favourite-toggle';

interface HeartButtonProps {
  product: { _id: string; name: string; sellerId: string };
  /** Whether the signed-in person saved it (false when signed out). */
  saved: boolean;
  className?: string;
}

/**
 * The heart (issue 14 item 6): saves a listing or removes it from Saved. Signed out it leads
 * to the login screen, which comes back here; a seller sees none on their own listing.
 */
export function HeartButton({ product, saved, className = '' }: HeartButtonProps) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const { going, toggle } = useFavouriteToggle(product);
  const intl = useIntl();
  if (user && user.uid === product.sellerId) return null;
  // While a toggle runs, show where it is going.
  const pressed = going ?? saved;
  const onClick = () => {
    if (!user) {
      // The login screen's `FromState`: it comes back here after signing in.
      navigate('/login', { state: { from: location } });
      return;
    }
    toggle(!pressed);
  };
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={
        pressed
          ? intl.formatMessage(
              { id: 'components.heart.removeNamed', defaultMessage: 'Remove {name} from saved' },
              { name: product.name },
            )
          : intl.formatMessage(
              { id: 'components.heart.saveNamed', defaultMessage: 'Save {name}' },
              { name: product.name },
            )
      }
      title={
        pressed
          ? intl.formatMessage({ id: 'components.heart.remove', defaultMessage: 'Remove from saved' })
          : intl.formatMessage({ id: 'components.heart.save', defaultMessage: 'Save' })
      }
      className={`btn btn-circle btn-sm ${pressed ? 'text-error' : ''} ${className}`}
      onClick={onClick}
    >
      <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" fill={pressed ? 'currentColor' : 'none'}>
        <path
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
          d="M12 20.5s-7.5-4.6-9.3-9.1C1.5 8.3 3.6 5 7 5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.4 0 5.5 3.3 4.3 6.4-1.8 4.5-9.3 9.1-9.3 9.1Z"
        />
      </svg>
    </button>
  );
}
