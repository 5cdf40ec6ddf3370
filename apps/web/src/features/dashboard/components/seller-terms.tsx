import { FormattedMessage } from 'react-intl';

/** The seller terms a buyer accepts to start selling (short on purpose: what a seller promises). */
export function SellerTerms({ id }: { id: string }) {
  return (
    <ul id={id} className="list-disc space-y-1 ps-5 text-sm text-base-content/85">
      <li>
        <FormattedMessage
          id="dashboard.sellerTerms.own"
          defaultMessage="You list only cameras you own and may sell, with honest photos, condition and prices."
        />
      </li>
      <li>
        <FormattedMessage
          id="dashboard.sellerTerms.bookings"
          defaultMessage="You answer bookings in Bookings, and meet buyers in a public place you agree on."
        />
      </li>
      <li>
        <FormattedMessage
          id="dashboard.sellerTerms.phone"
          defaultMessage="Your phone number is shown only to a buyer whose booking you accept."
        />
      </li>
      <li>
        <FormattedMessage
          id="dashboard.sellerTerms.sold"
          defaultMessage="You mark a camera sold, or delete the listing, as soon as it is no longer for sale."
        />
      </li>
      <li>
        <FormattedMessage
          id="dashboard.sellerTerms.removed"
          defaultMessage="Listings that break these terms may be removed by an administrator."
        />
      </li>
    </ul>
  );
}
