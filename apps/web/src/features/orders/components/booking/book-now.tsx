import type { Product } from '@refocus/contract';
import { lazy } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { FormDialogButton } from '../../../../components/form-dialog-button';
import { useFormat } from '../../../../lib/i18n/use-format';
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
  const intl = useIntl();
  const { price } = useFormat();
  const own = useIsOwnListing(product);
  if (own) {
    return (
      <p className="text-sm text-base-content/75">
        <FormattedMessage
          id="orders.bookNow.own"
          defaultMessage="This is your listing. <link>Manage it in My Products</link>"
          values={{
            link: (chunks) => (
              <Link to="/dashboard/my-products" className="link text-brand">
                {chunks}
              </Link>
            ),
          }}
        />
      </p>
    );
  }

  return (
    <FormDialogButton
      label={
        <FormattedMessage
          id="orders.bookNow.button"
          defaultMessage="Book to meet<sr> {camera}</sr>"
          values={{ camera: product.name, sr: (chunks) => <span className="sr-only">{chunks}</span> }}
        />
      }
      className={className}
      eyebrow={intl.formatMessage({
        id: 'orders.bookNow.eyebrow',
        defaultMessage: 'Book to meet the seller',
      })}
      title={product.name}
      subtitle={intl.formatMessage(
        { id: 'orders.bookNow.subtitle', defaultMessage: '{price} · {place}' },
        { price: price(product.resalePrice), place: product.location },
      )}
      preload={user ? preloadForm : undefined}
      loading={intl.formatMessage({
        id: 'orders.bookNow.loading',
        defaultMessage: 'Loading the booking form…',
      })}
    >
      {(close) => (
        <>
          {/* What a booking is (issue 42, item 6): no money moves here. */}
          <p className="mt-3 text-sm">
            <FormattedMessage
              id="orders.bookNow.explain"
              defaultMessage="The seller gets your request and accepts or declines it, and picks one of the times you propose or suggests others. If they accept, you meet at the place you name, see the camera and pay in person."
            />
          </p>
          {user ? (
            <BookingForm product={product} user={user} onBooked={close} onCancel={close} />
          ) : (
            <SignInToBook onCancel={close} />
          )}
        </>
      )}
    </FormDialogButton>
  );
}
