// The public surface of the contract package: schemas and constants shared by server and web.
export * from './account.js';
export * from './auth.js';
export * from './auth-constants.js';
export * from './categories.js';
export * from './error-body.js';
export * from './errors.js';
export * from './health.js';
export * from './limits.js';
export * from './messages.js';
export * from './order.js';
export * from './page-query.js';
export * from './paging.js';
export * from './product.js';
export * from './product-input.js';
export * from './text.js';
