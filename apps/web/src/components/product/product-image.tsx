import type { Product } from '@refocus/contract';

interface ProductImageProps {
  product: Product;
  /** The first card above the fold loads at once; the rest wait until they scroll near. */
  priority?: boolean;
  /** How wide the image shows, for picking from `srcset`; a product grid's cell by default. */
  sizes?: string;
  className?: string;
}

/**
 * A product grid's cell: three columns in the 1280 px page (less 2×16 px padding and 2×24 px
 * gaps) from md up, one column below. Phones pick the 800 px file, desktops the 400 px one.
 */
const GRID_CELL_SIZES =
  '(min-width: 1280px) 400px, (min-width: 768px) calc((100vw - 80px) / 3), calc(100vw - 32px)';

/** A responsive listing photo in a 4:3 frame; `srcset` comes from the server's re-encoded widths. */
export function ProductImage({
  product,
  priority = false,
  sizes = GRID_CELL_SIZES,
  className = '',
}: ProductImageProps) {
  return (
    <img
      src={product.imgURL}
      srcSet={product.imgSrcSet || undefined}
      sizes={product.imgSrcSet ? sizes : undefined}
      width={product.imgWidth ?? 800}
      height={product.imgHeight ?? 600}
      alt={product.name}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={`aspect-[4/3] h-auto w-full bg-base-200 object-cover ${className}`}
    />
  );
}
