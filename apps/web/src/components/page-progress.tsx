/** A thin indeterminate bar at the top of the page while something loads. */
export function PageProgress() {
  return (
    <progress
      className="progress progress-primary fixed inset-x-0 top-0 z-50 h-1 w-full rounded-none"
      aria-label="Loading"
    />
  );
}
