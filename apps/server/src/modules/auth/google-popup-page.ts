import { randomBytes } from 'node:crypto';
import { GOOGLE_POPUP_MESSAGE, type GooglePopupMessage } from '@refocus/contract';
import type { FastifyReply } from 'fastify';

/**
 * The page the sign-in popup ends on: it hands the outcome to the window that opened it,
 * addressed to our own origin only, and closes. Its one script runs under a per-response
 * nonce, so the site-wide CSP (no inline scripts) stays as strict as it is.
 */
export function sendPopupResult(
  reply: FastifyReply,
  origin: string,
  result: { ok: true } | { ok: false; code: string; message: string; challenge?: string },
  status = 200,
): FastifyReply {
  const message: GooglePopupMessage = { type: GOOGLE_POPUP_MESSAGE, ...result };
  const nonce = randomBytes(16).toString('base64');
  // JSON inside <script>: escape "<" so no value can close the element.
  const json = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');
  const text = result.ok
    ? 'Signed in. You can close this window.'
    : `Sign-in failed: ${escapeHtml(result.message)}`;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Refocus sign-in</title></head>
<body><p>${text}</p>
<script nonce="${nonce}">
if (window.opener) window.opener.postMessage(${json(message)}, ${json(origin)});
window.close();
</script></body></html>`;
  return (
    reply
      .status(status)
      .header(
        'content-security-policy',
        `default-src 'none'; script-src 'nonce-${nonce}'; base-uri 'none'; frame-ancestors 'none'`,
      )
      .header('cache-control', 'no-store')
      // The site-wide same-origin-allow-popups would cut this popup off from its opener
      // after the round trip through the provider, and postMessage would never arrive.
      .header('cross-origin-opener-policy', 'unsafe-none')
      .type('text/html; charset=utf-8')
      .send(html)
  );
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
