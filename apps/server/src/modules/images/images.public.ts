/**
 * What other modules may use of `images` (decision 021): listings check that a stored image
 * exists and whose upload it was, and name its URLs and variants; orders and products show
 * them. Demo seeding records the photos it draws.
 */
export { storedImageIdOf } from './image-urls.js';
export { defaultVariant, imagePath, srcSetFor } from './image-variants.js';
export { findImage, insertImageIfAbsent, wasUploadedBy } from './images.repository.js';
