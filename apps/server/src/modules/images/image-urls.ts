const STORE_PATH = /^\/api\/images\/([0-9a-f]{64})\/[0-9]{2,4}\.webp$/;

/**
 * The store's image id in a URL we handed out (relative, or absolute on our own origin),
 * or undefined for anything else: listings only show images from our own store.
 */
export function storedImageIdOf(imgURL: string, ownOrigins: string[]): string | undefined {
  let url: URL;
  try {
    url = new URL(imgURL, 'http://relative.invalid');
  } catch {
    return undefined;
  }
  const isRelative = url.origin === 'http://relative.invalid' && imgURL.startsWith('/');
  if (!isRelative && !ownOrigins.includes(url.origin)) return undefined;
  if (url.search || url.hash) return undefined;
  return STORE_PATH.exec(url.pathname)?.[1];
}
