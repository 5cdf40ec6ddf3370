export { languageRoutes } from './languages.routes.js';
export { ShopLanguages } from './languages.service.js';
