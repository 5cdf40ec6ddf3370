import type { Product } from '@refocus/contract';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { EmptyState } from '../empty-state';
import { ErrorAlert } from '../error-alert';
import { ProductGrid } from './product-grid';
import { ProductGridSkeleton } from './product-grid-skeleton';

interface ProductResultsProps {
  products: Product[] | undefined;
  error: Error | null;
  onRetry: () => void;
  label: string;
  skeletonCount: number;
  emptyTitle: string;
  emptyText?: ReactNode;
  headingLevel?: 2 | 3;
  aboveTheFold?: boolean;
}

/** A product list in each of its states: loading, failed, empty, or the grid. */
export function ProductResults(props: ProductResultsProps) {
  const { products, error, label } = props;
  const intl = useIntl();
  if (products === undefined) {
    if (error)
      return (
        <ErrorAlert
          message={intl.formatMessage(
            { id: 'components.productResults.failed', defaultMessage: 'Could not load cameras: {error}' },
            { error: error.message },
          )}
          onRetry={props.onRetry}
        />
      );
    return <ProductGridSkeleton count={props.skeletonCount} />;
  }
  if (products.length === 0) return <EmptyState title={props.emptyTitle}>{props.emptyText}</EmptyState>;
  return (
    <ProductGrid
      products={products}
      label={label}
      headingLevel={props.headingLevel}
      aboveTheFold={props.aboveTheFold}
    />
  );
}
