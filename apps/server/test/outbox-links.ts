import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Reads links out of the server's outbox (`DATA_DIR/outbox/*.eml`) with no mail library, for
 * harnesses outside the API tests (e2e journeys, benches) that act as a person reading their
 * mail. The text part may be quoted-printable: soft line breaks are joined and `=3D` decoded.
 */
function linksOf(raw: string): string[] {
  const decoded = raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
  return decoded.match(/https?:\/\/[^\s"<>]+/g) ?? [];
}

function isTo(raw: string, address: string): boolean {
  const header = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const to = /^To:(.*(?:\r?\n[ \t].*)*)/im.exec(header)?.[1] ?? '';
  return to.toLowerCase().includes(address.toLowerCase());
}

/** Waits for a message to `to` in `dataDir`'s outbox with a link to `pathname`; answers the newest such link. */
export async function outboxLink(
  dataDir: string,
  to: string,
  pathname: string,
  timeoutMs = 15_000,
): Promise<URL> {
  const folder = path.join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = fs.existsSync(folder)
      ? fs
          .readdirSync(folder)
          .filter((f) => f.endsWith('.eml'))
          .sort()
      : [];
    for (const file of files.reverse()) {
      const raw = fs.readFileSync(path.join(folder, file), 'utf8');
      if (!isTo(raw, to)) continue;
      const link = linksOf(raw)
        .map((l) => new URL(l))
        .find((u) => u.pathname === pathname);
      if (link) return link;
    }
    if (Date.now() > deadline) throw new Error(`no ${pathname} link to ${to} in ${folder}`);
    await sleep(100);
  }
}

/**
 * Waits for a message to `to` carrying a calendar invitation (an `invite.ics` attachment, as
 * nodemailer's `icalEvent` writes it); answers the newest one's iCalendar text.
 */
export async function outboxInvitation(dataDir: string, to: string, timeoutMs = 15_000): Promise<string> {
  const folder = path.join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = fs.existsSync(folder) ? fs.readdirSync(folder).filter((f) => f.endsWith('.eml')) : [];
    for (const file of files.sort().reverse()) {
      const raw = fs.readFileSync(path.join(folder, file), 'utf8');
      if (!isTo(raw, to)) continue;
      const part = /Content-Type: application\/ics;[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(raw);
      if (part?.[1]) return Buffer.from(part[1].replace(/\s/g, ''), 'base64').toString('utf8');
    }
    if (Date.now() > deadline) throw new Error(`no calendar invitation to ${to} in ${folder}`);
    await sleep(100);
  }
}
