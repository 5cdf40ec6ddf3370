/** What other modules may use of `images`: listings check that a stored image exists. */
export { findImage } from './images.repository.js';
