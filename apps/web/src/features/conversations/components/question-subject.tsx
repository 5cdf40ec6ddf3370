import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ProductImage } from '../../../components/product/product-image';
import { useFormat } from '../../../lib/i18n/use-format';
import { questionListingQuery } from '../api/question-listing';

/**
 * Which camera a first question is about and who will read it (issue 42, item 7). While the
 * listing loads, or when it is gone, the form still works: the server names the listing anyway.
 */
export function QuestionSubject({ productId }: { productId: string }) {
  const intl = useIntl();
  const { price } = useFormat();
  const { data: listing } = useQuery(questionListingQuery(productId));
  if (!listing) return null;
  return (
    <section
      aria-label={intl.formatMessage({
        id: 'conversations.question.about',
        defaultMessage: 'Your question is about',
      })}
      className="flex items-center gap-4 rounded-box border border-base-300 bg-base-200/50 p-3"
    >
      <div className="w-24 shrink-0">
        <ProductImage product={listing} sizes="96px" className="rounded-field" />
      </div>
      <div className="min-w-0">
        <p className="font-semibold">
          <Link to={`/products/${listing._id}`} className="link-hover">
            {listing.name}
          </Link>
        </p>
        <p className="text-sm text-base-content/75">{price(listing.resalePrice)}</p>
        <p className="text-sm">
          <FormattedMessage
            id="conversations.question.soldBy"
            defaultMessage="Sold by <link>{seller}</link>"
            values={{
              seller: listing.sellerName,
              link: (chunks) => (
                <Link to={`/sellers/${listing.sellerId}`} className="link">
                  {chunks}
                </Link>
              ),
            }}
          />
        </p>
      </div>
    </section>
  );
}
