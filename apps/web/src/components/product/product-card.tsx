import { categoryName, type Product } from '@refocus/contract';
import { Link } from 'react-router';
import { formatPrice } from '../../lib/format';
import { MapPinIcon } from '../icons';
import { ProductImage } from './product-image';

interface ProductCardProps {
  product: Product;
  priority?: boolean;
  /** The card title's level, one below the section's heading. */
  headingLevel?: 2 | 3;
}

export function ProductCard({ product, priority, headingLevel = 3 }: ProductCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const saving = product.originalPrice > product.resalePrice;
  return (
    <article className="card h-full overflow-hidden border border-base-300 bg-base-100 shadow-sm transition-shadow hover:shadow-lg">
      <figure className="relative">
        <ProductImage product={product} priority={priority} />
        {product.condition && (
          <span className="badge badge-neutral absolute top-3 left-3 shadow">{product.condition}</span>
        )}
      </figure>
      <div className="card-body gap-3 p-5">
        <p className="grow-0 text-xs font-semibold uppercase tracking-wider text-brand">
          {categoryName(product.categoryId) ?? 'Camera'}
        </p>
        <Heading className="card-title text-lg leading-snug">{product.name}</Heading>
        <p className="flex grow-0 items-center gap-1 text-sm text-base-content/75">
          <MapPinIcon className="size-4 shrink-0" />
          {product.location}
        </p>
        <div className="card-actions mt-auto items-end justify-between pt-2">
          <p className="flex flex-col">
            <span className="text-2xl font-bold">{formatPrice(product.resalePrice)}</span>
            {saving && (
              <span className="text-sm text-base-content/75">
                <span className="sr-only">Originally </span>
                <s>{formatPrice(product.originalPrice)}</s> new
              </span>
            )}
          </p>
          <Link to={`/products/${product._id}`} className="btn btn-primary">
            Buy Now<span className="sr-only"> {product.name}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
