import type { Product } from '@refocus/contract';
import { lazy } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormDialogButton } from '../../../components/form-dialog-button';
import { useFormat } from '../../../lib/i18n/use-format';
import { useAuth } from '../../../lib/use-auth';
import { SignInToOffer } from './sign-in-to-offer';

// The form brings react-hook-form and the offer rules (with the contract's zod schemas beside
// them): loaded when a visitor shows intent, not with the listing's page, which shows this button.
const loadForm = () => import('./make-offer-form');
const MakeOfferForm = lazy(() => loadForm().then((module) => ({ default: module.MakeOfferForm })));
const preloadForm = () => void loadForm();

interface MakeOfferProps {
  product: Product;
  className?: string;
}

/**
 * "Make an offer" (issue 45, item 1): a price below the asking one, which the seller accepts,
 * declines or counters. Signed-out visitors are asked to log in first, as for a booking. The
 * listing's page decides when to show it (the listing takes offers, the viewer has none open).
 */
export function MakeOffer({ product, className = 'btn btn-outline' }: MakeOfferProps) {
  const { user } = useAuth();
  const intl = useIntl();
  const { price } = useFormat();
  // Nothing below a $1 asking price is a whole amount: Book is all there is.
  if (product.resalePrice < 2) return null;

  return (
    <FormDialogButton
      label={
        <FormattedMessage
          id="offers.make.button"
          defaultMessage="Make an offer<sr> on {camera}</sr>"
          values={{ camera: product.name, sr: (chunks) => <span className="sr-only">{chunks}</span> }}
        />
      }
      className={className}
      eyebrow={intl.formatMessage({ id: 'offers.make.eyebrow', defaultMessage: 'Make an offer' })}
      title={product.name}
      subtitle={intl.formatMessage(
        { id: 'offers.make.asking', defaultMessage: 'Asking {price}' },
        { price: price(product.resalePrice) },
      )}
      preload={user ? preloadForm : undefined}
      loading={intl.formatMessage({ id: 'offers.make.loading', defaultMessage: 'Loading the offer form…' })}
    >
      {(close) =>
        user ? <MakeOfferForm product={product} onDone={close} /> : <SignInToOffer onCancel={close} />
      }
    </FormDialogButton>
  );
}
