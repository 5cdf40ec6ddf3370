import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';

/** The home page's promotional band with a BUY NOW link (spec §2). */
export function PromoSection() {
  return (
    <section aria-labelledby="promo-heading" className="mx-auto max-w-7xl px-4 pb-20">
      <div className="grid items-center gap-8 overflow-hidden rounded-box bg-neutral p-8 ring-1 ring-base-content/10 text-neutral-content sm:p-12 md:grid-cols-[2fr_1fr]">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-neutral-content/80">
            <FormattedMessage id="home.promo.eyebrow" defaultMessage="Upgrade season" />
          </p>
          <h2 id="promo-heading" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            <FormattedMessage
              id="home.promo.heading"
              defaultMessage="Pro bodies for a fraction of the price new"
            />
          </h2>
          <p className="mt-4 max-w-xl text-neutral-content/80">
            <FormattedMessage
              id="home.promo.text"
              defaultMessage="Full-frame and mirrorless cameras, checked and described by their owners. Compare the resale price with the original, book the one you like and meet the seller to try it in person."
            />
          </p>
        </div>
        <div className="md:justify-self-end">
          <Link to="/products" className="btn btn-primary btn-lg">
            <FormattedMessage id="home.promo.buyNow" defaultMessage="BUY NOW" />
          </Link>
        </div>
      </div>
    </section>
  );
}
