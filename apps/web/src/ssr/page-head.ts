import { defineMessage } from 'react-intl';

const TITLE_ELEMENT = /<title>[^<]*<\/title>/;
/** index.html's `<meta name="description" content="…">`, however its attributes are spread over lines. */
const DESCRIPTION_ELEMENT = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;

/** What the shop is, for search engines and link previews: index.html says it in English. */
export const SITE_DESCRIPTION = defineMessage({
  id: 'app.meta.description',
  defaultMessage:
    'Refocus is a marketplace for used cameras: browse pre-owned Canon, Sony and Nikon bodies and lenses, book one and meet the seller.',
});

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => HTML_ESCAPES[char] ?? char);

/**
 * The page's head with its own title. The replacement is a function, not a string: in a
 * replacement string `$&`, `` $` `` and `$'` are patterns, and a listing's name may hold them.
 */
export function withTitle(head: string, title: string | undefined): string {
  if (!title) return head;
  return head.replace(TITLE_ELEMENT, () => `<title>${escapeHtml(title)}</title>`);
}

/** The page's head with its description in the page's language (decision 070), in place of index.html's. */
export function withDescription(head: string, description: string | undefined): string {
  if (!description) return head;
  return head.replace(
    DESCRIPTION_ELEMENT,
    () => `<meta name="description" content="${escapeHtml(description)}" />`,
  );
}
