import { ProductsScreen } from '../../features/products/routes/products-screen';
import { SaveSearchButton } from '../../features/saved-searches/components/save-search-button';

/** `/products`: the products feature's storefront with the saved-searches feature's "Save this search". */
export default function ProductsRoute() {
  return <ProductsScreen actions={<SaveSearchButton />} />;
}
