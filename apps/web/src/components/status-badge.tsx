export type StatusTone = 'success' | 'warning' | 'info' | 'error' | 'neutral';

const DOTS: Record<StatusTone, string> = {
  success: 'bg-success',
  warning: 'bg-warning',
  info: 'bg-info',
  error: 'bg-error',
  neutral: 'bg-base-content/40',
};

/**
 * A status word with a coloured dot: the text keeps full contrast in both themes and the
 * colour is never the only cue.
 */
export function StatusBadge({ tone, children }: { tone: StatusTone; children: string }) {
  return (
    <span className="badge shrink-0 gap-1.5 border-base-300 bg-base-100 font-medium capitalize">
      <span aria-hidden="true" className={`size-2 rounded-full ${DOTS[tone]}`} />
      {children}
    </span>
  );
}
