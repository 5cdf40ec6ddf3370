import type { Product } from '@refocus/contract';
import type { BookingControl } from './booking-control';
import { CategoryCard } from './category-card';

/** The brand page's detailed cards: one column on small screens, three from medium up. */
export function CategoryGrid({
  products,
  label,
  Booking,
}: {
  products: Product[];
  label: string;
  Booking: BookingControl;
}) {
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-6 md:grid-cols-3">
      {products.map((product, index) => (
        <li key={product._id}>
          <CategoryCard product={product} priority={index === 0} Booking={Booking} />
        </li>
      ))}
    </ul>
  );
}
