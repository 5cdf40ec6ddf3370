import type { Product } from '@refocus/contract';
import { ProductCard } from './product-card';

interface ProductGridProps {
  products: Product[];
  /** Names the list for screen readers, e.g. "Latest cameras". */
  label: string;
  headingLevel?: 2 | 3;
}

/** Spec §2: one column on small screens, three from medium up. */
export function ProductGrid({ products, label, headingLevel }: ProductGridProps) {
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-6 md:grid-cols-3">
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductCard product={product} priority={index === 0} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
