import type { DemoListing } from './demo-catalogue.js';

/**
 * A product-shot style illustration of a camera, drawn as SVG so demo data needs no
 * internet: the body shape follows the kind of camera, colours vary per listing.
 */
const PALETTES = [
  ['#1f2937', '#111827', '#f3f4f6'],
  ['#374151', '#0f172a', '#e0f2fe'],
  ['#292524', '#1c1917', '#fef3c7'],
  ['#3f3f46', '#18181b', '#ede9fe'],
  ['#d4d4d8', '#27272a', '#fce7f3'],
  ['#1e293b', '#020617', '#dcfce7'],
] as const;

export function cameraIllustrationSvg(listing: DemoListing, index: number): string {
  const [body, trim, backdrop] = PALETTES[index % PALETTES.length]!;
  const compact = listing.kind === 'compact';
  const film = listing.kind === 'film';
  const bodyWidth = compact ? 560 : 700;
  const bodyHeight = compact ? 340 : 400;
  const x = (1200 - bodyWidth) / 2;
  const y = 270;
  const lensRadius = compact ? 120 : 165;
  const cx = 600 + (compact ? 40 : 0);
  const cy = y + bodyHeight / 2 + 20;
  const hump =
    listing.kind === 'dslr' || film
      ? `<path d="M ${600 - 120} ${y} L ${600 - 80} ${y - 90} L ${600 + 80} ${y - 90} L ${600 + 120} ${y} Z" fill="${trim}"/>`
      : listing.kind === 'mirrorless'
        ? `<rect x="${600 - 90}" y="${y - 60}" width="180" height="70" rx="18" fill="${trim}"/>`
        : '';
  const filmTop = film ? `<rect x="${x}" y="${y}" width="${bodyWidth}" height="60" fill="#d4d4d8"/>` : '';
  const grip = compact
    ? ''
    : `<rect x="${x + 20}" y="${y + 40}" width="110" height="${bodyHeight - 60}" rx="40" fill="${trim}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900" viewBox="0 0 1200 900">
  <defs>
    <radialGradient id="bg" cx="50%" cy="40%" r="75%">
      <stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${backdrop}"/>
    </radialGradient>
    <radialGradient id="glass" cx="40%" cy="35%" r="70%">
      <stop offset="0" stop-color="#60a5fa"/><stop offset="0.45" stop-color="#1e3a8a"/><stop offset="1" stop-color="#020617"/>
    </radialGradient>
  </defs>
  <rect width="1200" height="900" fill="url(#bg)"/>
  <ellipse cx="600" cy="${y + bodyHeight + 60}" rx="${bodyWidth / 2 + 40}" ry="28" fill="#000" opacity="0.12"/>
  ${hump}
  <rect x="${x}" y="${y}" width="${bodyWidth}" height="${bodyHeight}" rx="${compact ? 36 : 48}" fill="${body}"/>
  ${filmTop}
  ${grip}
  <rect x="${x + bodyWidth - 150}" y="${y - 28}" width="90" height="34" rx="10" fill="${trim}"/>
  <circle cx="${x + bodyWidth - 80}" cy="${y + 60}" r="22" fill="#fef9c3" opacity="0.85"/>
  <circle cx="${cx}" cy="${cy}" r="${lensRadius + 30}" fill="${trim}"/>
  <circle cx="${cx}" cy="${cy}" r="${lensRadius + 8}" fill="#52525b"/>
  <circle cx="${cx}" cy="${cy}" r="${lensRadius}" fill="url(#glass)"/>
  <circle cx="${cx - lensRadius / 3}" cy="${cy - lensRadius / 3}" r="${lensRadius / 5}" fill="#fff" opacity="0.35"/>
  <circle cx="${cx}" cy="${cy}" r="${lensRadius / 2.4}" fill="none" stroke="#93c5fd" stroke-width="3" opacity="0.5"/>
  <circle cx="${x + 80}" cy="${y - 6}" r="16" fill="#dc2626"/>
</svg>`;
}
