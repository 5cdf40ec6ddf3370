/** The seller terms a buyer accepts to start selling (short on purpose: what a seller promises). */
export function SellerTerms({ id }: { id: string }) {
  return (
    <ul id={id} className="list-disc space-y-1 ps-5 text-sm text-base-content/85">
      <li>You list only cameras you own and may sell, with honest photos, condition and prices.</li>
      <li>You answer bookings in Bookings, and meet buyers in a public place you agree on.</li>
      <li>Your phone number is shown only to a buyer whose booking you accept.</li>
      <li>You mark a camera sold, or delete the listing, as soon as it is no longer for sale.</li>
      <li>Listings that break these terms may be removed by an administrator.</li>
    </ul>
  );
}
