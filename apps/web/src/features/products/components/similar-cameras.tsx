import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { ProductGrid } from '../../../components/product/product-grid';
import { similarProductsQuery } from '../api/products';

/**
 * Cameras on sale like this one (issue 44, item 6), below the listing: its model first, then its
 * brand and type nearest its price. Nothing is shown while they load, when none are found, or
 * when they cannot be read: the listing is the page, this is a suggestion.
 */
export function SimilarCameras({ productId }: { productId: string }) {
  const intl = useIntl();
  const similar = useQuery(similarProductsQuery(productId));
  if (!similar.data || similar.data.length === 0) return null;
  return (
    <section aria-labelledby="similar-heading" className="mx-auto max-w-7xl px-4 pb-14">
      <h2 id="similar-heading" className="mb-4 text-xl font-semibold">
        {intl.formatMessage({ id: 'products.similar.title', defaultMessage: 'Similar cameras' })}
      </h2>
      <ProductGrid
        products={similar.data}
        label={intl.formatMessage({ id: 'products.similar.label', defaultMessage: 'Similar cameras' })}
        aboveTheFold={false}
      />
    </section>
  );
}
