/**
 * What other modules may use of `brands` (decision 021): the model catalogue names each model's
 * brand and checks that a new model's brand exists.
 */
export { brandNames, findBrand } from './brands.repository.js';
