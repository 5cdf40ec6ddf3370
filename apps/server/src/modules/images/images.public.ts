/**
 * What other modules may use of `images` (decision 021): listings check that a stored image
 * exists and whose upload it was, and name its URLs and variants; orders and products show
 * them. Demo seeding records the photos it draws. Users keep their profile photo here: the
 * route reads one image like the image host does and shares its queue.
 */

export { ImageQueue } from './image-queue.js';
export type { ImageStore } from './image-store.js';
export { storedImageIdOf } from './image-urls.js';
export { defaultVariant, imagePath, srcSetFor } from './image-variants.js';
export { findImage, insertImageIfAbsent, restartGracePeriod, wasUploadedBy } from './images.repository.js';
export type { StoredMessagePhoto } from './message-photos.js';
export {
  ONE_IMAGE_LIMITS,
  queuedOn,
  readImageField,
  refuseOversizedUpload,
  refuseWhenQueueFull,
} from './multipart-image.js';
export { discardImageIfUnused, storeProfilePhoto } from './profile-photos.js';
