/**
 * What other modules may use of `images` (decision 021): listings check that a stored image
 * exists and whose upload it was, and name its URLs and variants; orders and products show
 * them. Demo seeding records the photos it draws. Users keep their profile photo here: the
 * route reads one image like the image host does and shares its queue.
 *
 * Outside the modules (issue 39): the app, start-up and the CLIs open the configured store
 * (the AWS SDK is loaded only when a bucket is); `images:migrate` copies the disk's photos
 * into it; the seeds process and store the photos they draw as an upload would be.
 */
export { configuredImageStore, diskImageDir } from './configured-store.js';
export { copyDiskImages } from './copy-to-store.js';
export { processImage } from './image-processing.js';
export { ImageQueue } from './image-queue.js';
export type { ImageStore } from './image-store.js';
export { storedImageIdOf } from './image-urls.js';
export { defaultVariant, imagePath, srcSetFor } from './image-variants.js';
export { findImage, insertImageIfAbsent, restartGracePeriod, wasUploadedBy } from './images.repository.js';
export { type StoredImage, storeImage } from './images.service.js';
export { readMessagePhoto, type StoredMessagePhoto, storeMessagePhoto } from './message-photos.js';
export {
  ONE_IMAGE_LIMITS,
  queuedOn,
  readImageField,
  refuseOversizedUpload,
  refuseWhenQueueFull,
} from './multipart-image.js';
export { discardImageIfUnused, storeProfilePhoto } from './profile-photos.js';
