/** What other modules may use of `images`: listings check that a stored image exists and whose upload it was. */
export { findImage, wasUploadedBy } from './images.repository.js';
