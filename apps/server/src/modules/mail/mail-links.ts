/**
 * The one way a link in an e-mail is made (issue 42, item 10). Whoever queues a message gives
 * its links as paths of the web app (`/verify-email?code=…`) and the origin of what caused it:
 * the origin the request came to, or the one a saved search was saved from (a job has no
 * request). The worker makes every link absolute when it renders the message: on PUBLIC_URL
 * when it is set — whatever origin the cause came from, even for a message queued before it
 * was set — else on that origin.
 *
 * A link that is already absolute (a message queued by an older version, which built its own)
 * keeps its path and is moved to PUBLIC_URL the same way.
 */
export function mailLinks(
  publicUrl: string | undefined,
  origin: string | undefined,
): (path: string) => string {
  return (path) => {
    const absolute = /^https?:\/\//i.test(path);
    if (!absolute && !path.startsWith('/'))
      throw new Error(`a mail link is a path of the web app: "${path}"`);
    if (absolute && (!publicUrl || path.startsWith(`${publicUrl}/`))) return path;
    const base = publicUrl ?? origin;
    if (base === undefined) throw new Error(`no origin for the mail link "${path}"`);
    const url = new URL(path, 'http://mail-link.invalid');
    return `${base.replace(/\/$/, '')}${url.pathname}${url.search}${url.hash}`;
  };
}
