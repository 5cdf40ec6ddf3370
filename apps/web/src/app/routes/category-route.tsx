import { BookNow } from '../../features/orders/components/booking/book-now';
import { CategoryScreen } from '../../features/products/routes/category-screen';

export { clientLoader } from '../../features/products/routes/category-screen';

/** `/category/{id}`: the products feature's brand page with the orders feature's Book now. */
export default function CategoryRoute() {
  return <CategoryScreen Booking={BookNow} />;
}
