import { BookNow } from '../../features/orders/components/booking/book-now';
import { ProductDetailScreen } from '../../features/products/routes/product-detail-screen';

/** `/products/{id}`: the products feature's screen with the orders feature's Book now. */
export default function ProductDetailRoute() {
  return <ProductDetailScreen Booking={BookNow} />;
}
