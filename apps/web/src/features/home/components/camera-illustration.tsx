/** A decorative flat camera drawn in theme colours (no image request, no layout shift). */
export function CameraIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 400 280" className={className} aria-hidden="true" focusable="false">
      <rect x="40" y="70" width="320" height="190" rx="28" className="fill-neutral" />
      <rect x="70" y="44" width="80" height="40" rx="10" className="fill-neutral" />
      <rect x="250" y="52" width="64" height="30" rx="8" className="fill-neutral" />
      <rect x="40" y="120" width="320" height="26" className="fill-base-content/20" />
      <circle cx="200" cy="165" r="82" className="fill-base-300" />
      <circle cx="200" cy="165" r="66" className="fill-neutral" />
      <circle cx="200" cy="165" r="50" className="fill-primary" />
      <circle cx="200" cy="165" r="30" className="fill-primary-content/25" />
      <circle cx="184" cy="148" r="10" className="fill-primary-content/70" />
      <circle cx="318" cy="100" r="10" className="fill-accent" />
      <rect x="76" y="96" width="46" height="14" rx="7" className="fill-base-content/30" />
    </svg>
  );
}
