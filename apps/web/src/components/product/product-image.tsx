import type { Product } from '@refocus/contract';

interface ProductImageProps {
  product: Product;
  /** The first card above the fold loads at once; the rest wait until they scroll near. */
  priority?: boolean;
  /** How wide the image shows, for picking from `srcset`; a third of the page by default (grid). */
  sizes?: string;
  className?: string;
}

/** A responsive listing photo in a 4:3 frame; `srcset` comes from the server's re-encoded widths. */
export function ProductImage({
  product,
  priority = false,
  sizes = '(min-width: 768px) 33vw, 100vw',
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
