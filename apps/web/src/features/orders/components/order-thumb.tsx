import type { Order } from '@refocus/contract';
import { CameraIcon } from '../../../components/icons';

/** The booked listing's photo, small; a placeholder when the listing was removed. */
export function OrderThumb({ order }: { order: Order }) {
  if (order.product.removed || !order.product.imgURL) {
    return (
      <div className="grid h-18 w-24 shrink-0 place-items-center rounded-box bg-base-200">
        <CameraIcon className="size-6 text-base-content/40" />
      </div>
    );
  }
  return (
    <img
      src={order.product.imgURL}
      alt=""
      width={96}
      height={72}
      loading="lazy"
      className="h-18 w-24 shrink-0 rounded-box bg-base-200 object-cover"
    />
  );
}
