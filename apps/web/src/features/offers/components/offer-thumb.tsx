import type { Offer } from '@refocus/contract';
import { CameraIcon } from '../../../components/icons';

/** The listing's photo, small; a placeholder once the listing is removed. */
export function OfferThumb({ product }: { product: Offer['product'] }) {
  if (product.removed || !product.imgURL) {
    return (
      <div className="grid h-18 w-24 shrink-0 place-items-center rounded-box bg-base-200">
        <CameraIcon className="size-6 text-base-content/40" />
      </div>
    );
  }
  return (
    <img
      src={product.imgURL}
      alt=""
      width={96}
      height={72}
      loading="lazy"
      className="h-18 w-24 shrink-0 rounded-box bg-base-200 object-cover"
    />
  );
}
