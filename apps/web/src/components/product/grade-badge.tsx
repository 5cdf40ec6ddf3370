import { GRADE_SCALE, type Grade } from '@refocus/contract';

/** The condition grade on the published scale (decision 028), its definition as the tooltip. */
export function GradeBadge({ grade, className = '' }: { grade: Grade; className?: string }) {
  const { label, definition } = GRADE_SCALE[grade];
  return (
    <span className={`badge badge-neutral ${className}`} title={definition}>
      <span className="sr-only">Grade: </span>
      {label}
    </span>
  );
}
