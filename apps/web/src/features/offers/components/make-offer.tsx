import type { Product } from '@refocus/contract';
import { lazy, Suspense, useId, useState } from 'react';
import { Modal } from '../../../components/modal';
import { formatPrice } from '../../../lib/format';
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
  const [open, setOpen] = useState(false);
  const titleId = useId();
  // Nothing below a $1 asking price is a whole amount: Book is all there is.
  if (product.resalePrice < 2) return null;

  return (
    <>
      <button
        type="button"
        className={className}
        onPointerEnter={user ? preloadForm : undefined}
        onFocus={user ? preloadForm : undefined}
        onClick={() => setOpen(true)}
      >
        Make an offer<span className="sr-only"> on {product.name}</span>
      </button>
      <Modal open={open} onClose={() => setOpen(false)} labelledBy={titleId}>
        <p className="text-sm font-semibold uppercase tracking-wider text-brand">Make an offer</p>
        <h2 id={titleId} className="mt-1 text-xl font-bold">
          {product.name}
        </h2>
        <p className="mt-1 text-base-content/75">Asking {formatPrice(product.resalePrice)}</p>
        {user ? (
          <Suspense
            fallback={
              <p className="mt-4 flex items-center gap-2 text-base-content/75">
                <span className="loading loading-spinner loading-sm" aria-hidden="true" />
                Loading the offer form…
              </p>
            }
          >
            <MakeOfferForm product={product} onDone={() => setOpen(false)} />
          </Suspense>
        ) : (
          <SignInToOffer onCancel={() => setOpen(false)} />
        )}
      </Modal>
    </>
  );
}
