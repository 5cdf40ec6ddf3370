import type { Grade } from '@refocus/contract';
import { useIntl } from 'react-intl';
import { useGradeLabel } from '../../lib/i18n/catalogue-labels';

/**
 * The listing's condition: its grade on the published scale (decisions 028, 059), the grade's
 * definition as the tooltip.
 */
export function GradeBadge({ grade, className = '' }: { grade: Grade; className?: string }) {
  const { name: label, definition } = useGradeLabel(grade);
  const intl = useIntl();
  return (
    <span className={`badge badge-neutral ${className}`} title={definition}>
      <span className="sr-only">
        {intl.formatMessage({ id: 'components.productCard.condition', defaultMessage: 'Condition:' })}{' '}
      </span>
      {label}
    </span>
  );
}
