/**
 * What other modules may use of `images`: listings check that a stored image exists and
 * whose upload it was; demo seeding records the photos it draws.
 */
export { findImage, insertImageIfAbsent, wasUploadedBy } from './images.repository.js';
