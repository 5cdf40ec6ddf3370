import type { Product } from '@refocus/contract';
import { lazy, Suspense, useId, useState } from 'react';
import { Link } from 'react-router';
import { Modal } from '../../../../components/modal';
import { formatPrice } from '../../../../lib/format';
import { useAuth } from '../../../../lib/use-auth';
import { SignInToBook } from './sign-in-to-book';
import { useIsOwnListing } from './use-own-listing';

// The order form brings zod and react-hook-form: loaded when a visitor shows intent to book,
// not with the page that lists the camera.
const loadBookingForm = () => import('./booking-form');
const BookingForm = lazy(() => loadBookingForm().then((module) => ({ default: module.BookingForm })));
const preloadForm = () => void loadBookingForm();

interface BookNowProps {
  product: Product;
  className?: string;
}

/**
 * Spec §2/§4 booking modal: closed by default, opened by "Book to meet" (issue 42: it says what
 * happens), showing the product name; signed-in users get the booking request form, others a
 * way to log in. One's own listings say so instead.
 */
export function BookNow({ product, className = 'btn btn-primary' }: BookNowProps) {
  const { user } = useAuth();
  const own = useIsOwnListing(product);
  const [open, setOpen] = useState(false);
  const titleId = useId();
  if (own) {
    return (
      <p className="text-sm text-base-content/75">
        This is your listing.{' '}
        <Link to="/dashboard/my-products" className="link text-brand">
          Manage it in My Products
        </Link>
      </p>
    );
  }

  return (
    <>
      <button
        type="button"
        className={className}
        onPointerEnter={user ? preloadForm : undefined}
        onFocus={user ? preloadForm : undefined}
        onClick={() => setOpen(true)}
      >
        Book to meet<span className="sr-only"> {product.name}</span>
      </button>
      <Modal open={open} onClose={() => setOpen(false)} labelledBy={titleId}>
        <p className="text-sm font-semibold uppercase tracking-wider text-brand">Book to meet the seller</p>
        <h2 id={titleId} className="mt-1 text-xl font-bold">
          {product.name}
        </h2>
        <p className="mt-1 text-base-content/75">
          {formatPrice(product.resalePrice)} · {product.location}
        </p>
        {/* What a booking is (issue 42, item 6): no money moves here. */}
        <p className="mt-3 text-sm">
          The seller gets your request and accepts or declines it, and picks one of the times you propose or
          suggests others. If they accept, you meet at the place you name, see the camera and pay in person.
        </p>
        {user ? (
          <Suspense
            fallback={
              <p className="mt-4 flex items-center gap-2 text-base-content/75">
                <span className="loading loading-spinner loading-sm" aria-hidden="true" />
                Loading the booking form…
              </p>
            }
          >
            <BookingForm
              product={product}
              user={user}
              onBooked={() => setOpen(false)}
              onCancel={() => setOpen(false)}
            />
          </Suspense>
        ) : (
          <SignInToBook onCancel={() => setOpen(false)} />
        )}
      </Modal>
    </>
  );
}
