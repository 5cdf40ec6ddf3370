const TITLE_ELEMENT = /<title>[^<]*<\/title>/;

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
