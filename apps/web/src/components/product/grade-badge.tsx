import { GRADE_SCALE, type Grade } from '@refocus/contract';

/**
 * The listing's condition: its grade on the published scale (decisions 028, 059), the grade's
 * definition as the tooltip.
 */
export function GradeBadge({ grade, className = '' }: { grade: Grade; className?: string }) {
  const { label, definition } = GRADE_SCALE[grade];
  return (
    <span className={`badge badge-neutral ${className}`} title={definition}>
      <span className="sr-only">Condition: </span>
      {label}
    </span>
  );
}
