/** Lets keyboard users jump past the navigation; visible only when focused. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="btn btn-primary btn-sm sr-only z-50 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      Skip to content
    </a>
  );
}
