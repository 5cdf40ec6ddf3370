/**
 * `Refocus <no-reply@shop.example>` (MAIL_FROM) → the name and address a calendar invitation
 * names as its organizer; a bare address takes the shop's name.
 */
export function mailSender(from: string, shopName: string): { name: string; email: string } {
  const email = /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
  const name = /^\s*"?([^"<]*?)"?\s*</.exec(from)?.[1]?.trim() || shopName;
  return { name, email };
}
