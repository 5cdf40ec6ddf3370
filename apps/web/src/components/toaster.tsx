import { useSyncExternalStore } from 'react';
import { Toaster as HotToaster } from 'react-hot-toast';

/** Where the navbar's links are not: Tailwind's `md` breakpoint, as the navbar uses. */
const WIDE_QUERY = '(min-width: 768px)';
/** Space between the navbar's lower edge and a desktop toast. */
const GAP_PX = 8;
/** The navbar's height (daisyUI's `navbar`, 4rem), until the page has one to measure. */
const NAVBAR_PX = 64;

function subscribeToWidth(onChange: () => void): () => void {
  const query = window.matchMedia(WIDE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
const isWide = () => window.matchMedia(WIDE_QUERY).matches;

/**
 * Where the navbar ends in the viewport. Banners above it (the demo notice, "confirm your
 * e-mail address") push it down until the page scrolls and it sticks to the top, so a fixed
 * offset put the toast over its account links right after a sign-up.
 */
function navbarBottom(): number {
  const navbar = document.querySelector('[data-site-navbar]');
  return Math.round(Math.max(0, navbar?.getBoundingClientRect().bottom ?? NAVBAR_PX));
}

function subscribeToNavbar(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  window.addEventListener('resize', onChange);
  // A banner shown or dismissed moves the navbar without a scroll or a resize.
  const layout = new ResizeObserver(onChange);
  layout.observe(document.body);
  return () => {
    window.removeEventListener('scroll', onChange);
    window.removeEventListener('resize', onChange);
    layout.disconnect();
  };
}

/**
 * react-hot-toast's Toaster, placed so toasts never cover a control (issue 19): on a desktop
 * they sit top-right below the navbar, whose links are in the middle; on a phone at the
 * bottom, away from the navbar's menu button. Loaded with the first toast (LazyToaster).
 */
export default function Toaster() {
  const wide = useSyncExternalStore(subscribeToWidth, isWide, () => true);
  return wide ? <BelowNavbarToaster /> : <HotToaster position="bottom-center" />;
}

/** Top-right, below wherever the navbar is now; it follows while the page scrolls. */
function BelowNavbarToaster() {
  const top = useSyncExternalStore(subscribeToNavbar, navbarBottom, () => NAVBAR_PX);
  return <HotToaster position="top-right" containerStyle={{ top: top + GAP_PX }} />;
}
