import type { Product } from '@refocus/contract';
import { useSavedIds } from '../favourites/use-saved-ids';
import { ProductCard } from './product-card';

interface ProductGridProps {
  products: Product[];
  /** Names the list for screen readers, e.g. "Latest cameras". */
  label: string;
  headingLevel?: 2 | 3;
  /** Whether the grid starts above the fold: its first photo then loads first (default). */
  aboveTheFold?: boolean;
}

/** Spec §2: one column on small screens, three from medium up. */
export function ProductGrid({ products, label, headingLevel, aboveTheFold = true }: ProductGridProps) {
  // The hearts of the whole page in one request (issue 14 item 6).
  const saved = useSavedIds(products.map((product) => product._id));
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-6 md:grid-cols-3">
      {products.map((product, index) => (
        // Cards off screen skip layout and paint until scrolled near (most of a page on a phone).
        <li key={product._id} className="[contain-intrinsic-size:auto_520px] [content-visibility:auto]">
          <ProductCard
            product={product}
            priority={aboveTheFold && index === 0}
            headingLevel={headingLevel}
            saved={saved.has(product._id)}
          />
        </li>
      ))}
    </ul>
  );
}
