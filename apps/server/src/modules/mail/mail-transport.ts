import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { RenderedMail } from './templates/layout.js';

interface OutgoingMail extends RenderedMail {
  to: string;
}

/** Sends one message or throws (the job is then retried). */
export interface MailTransport {
  readonly kind: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export interface MailSettings {
  /** `smtp://user:pass@host:587` or `smtps://…`; unset: the outbox folder. */
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
}

/** Seconds an SMTP server may take: a stuck one fails the attempt (retried later), well within the job's lease. */
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/** SMTP when SMTP_URL is set; otherwise `.eml` files in DATA_DIR/outbox, their links in the log. */
export function createMailTransport(settings: MailSettings, log: FastifyBaseLogger): MailTransport {
  return settings.smtpUrl
    ? smtpTransport(settings.smtpUrl, settings.from)
    : outboxTransport(path.join(settings.dataDir, 'outbox'), settings.from, log);
}

function smtpTransport(url: string, from: string): MailTransport {
  const transport = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS } as Parameters<
    typeof nodemailer.createTransport
  >[0]);
  return {
    kind: 'smtp',
    send: async (mail) => {
      await transport.sendMail({ from, ...mail });
    },
    close: () => transport.close(),
  };
}

/**
 * `npm start` on a laptop has no mail server: each message becomes a file a mail program
 * opens (`.eml`), and its links are logged so the person at the terminal can follow them.
 */
function outboxTransport(folder: string, from: string, log: FastifyBaseLogger): MailTransport {
  const writer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    send: async (mail) => {
      const info = await writer.sendMail({ from, ...mail });
      await fs.mkdir(folder, { recursive: true, mode: 0o700 });
      // Named by the real time, not the app's Clock: the names sort the files in the order they
      // were written, which a test's clock standing still would not.
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
      // Written whole, then renamed: a reader never sees half a message.
      const file = path.join(folder, name);
      await fs.writeFile(`${file}.part`, info.message as Buffer, { mode: 0o600 });
      await fs.rename(`${file}.part`, file);
      const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
      log.info(
        { to: mail.to, subject: mail.subject, file, links },
        `mail written to the outbox: ${links.join(' ')}`,
      );
    },
    close: () => writer.close(),
  };
}
