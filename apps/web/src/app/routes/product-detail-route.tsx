import type { Product } from '@refocus/contract';
import { AskSeller } from '../../features/conversations/components/ask-seller';
import { MakeOffer } from '../../features/offers/components/make-offer';
import { ListingBooking } from '../../features/orders/components/booking/listing-booking';
import { ProductDetailScreen } from '../../features/products/routes/product-detail-screen';

/** Book now (or the viewer's booking), Make an offer (issue 45), and beside them "Ask the seller" (issue 15). */
function BookOrAsk({ product, className }: { product: Product; className?: string }) {
  return (
    <div className="flex flex-wrap items-start gap-3">
      <ListingBooking product={product} className={className} MakeOffer={MakeOffer} />
      <AskSeller product={product} />
    </div>
  );
}

/**
 * `/products/{id}`: the products feature's screen with the orders feature's booking control,
 * which knows whether the viewer sells this camera or has booked it already, and the
 * conversations feature's question to the seller.
 */
export default function ProductDetailRoute() {
  return <ProductDetailScreen Booking={BookOrAsk} />;
}
