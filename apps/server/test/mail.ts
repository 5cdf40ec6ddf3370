import fs from 'node:fs';
import path from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtpServer {
  url: string;
  received: ParsedMail[];
  /** What the server does with the next messages: take them, refuse them (451), or never answer. */
  mode: 'accept' | 'refuse' | 'hang';
  /** Hang the next message to this address only (any mode), once: a sender stuck mid-message. */
  hangNextTo: string | undefined;
  /** Resolves when `count` messages have been taken. */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  /** Resolves when a message arrives while the server hangs. */
  hung: Promise<void>;
  close(): Promise<void>;
}

/** A real SMTP server in the test process (smtp-server), parsing what it takes with mailparser. */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ParsedMail[] = [];
  let markHung: () => void = () => undefined;
  const state: TestSmtpServer = {
    url: '',
    received,
    mode: 'accept',
    hangNextTo: undefined,
    hung: new Promise<void>((resolve) => {
      markHung = resolve;
    }),
    waitFor: async (count, timeoutMs = 10_000) => {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} messages, got ${received.length}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return received;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
      const hangThis = state.hangNextTo !== undefined && to.includes(state.hangNextTo.toLowerCase());
      if (hangThis) state.hangNextTo = undefined;
      if (state.mode === 'hang' || hangThis) {
        stream.resume();
        markHung();
        return; // never answers: the sender is stuck until it gives up or dies
      }
      simpleParser(stream)
        .then((mail) => {
          if (state.mode === 'refuse') {
            const error = Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 });
            return callback(error);
          }
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  // A sender killed mid-message resets its connection: expected in crash tests, not an error.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  state.url = `smtp://127.0.0.1:${port}`;
  return state;
}

/** The messages in DATA_DIR/outbox, oldest first, parsed. */
export async function readOutbox(dataDir: string): Promise<ParsedMail[]> {
  const folder = path.join(dataDir, 'outbox');
  if (!fs.existsSync(folder)) return [];
  const files = fs
    .readdirSync(folder)
    .filter((f) => f.endsWith('.eml'))
    .sort();
  return Promise.all(files.map((f) => simpleParser(fs.readFileSync(path.join(folder, f)))));
}

/** Waits for the outbox to hold a message to `to` (the server's own worker writes it). */
export async function waitForOutboxMail(
  dataDir: string,
  to: string,
  timeoutMs = 15_000,
): Promise<ParsedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await readOutbox(dataDir)).find((m) => addressOf(m) === to);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no message to ${to} in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export function addressOf(mail: ParsedMail): string | undefined {
  const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
  return to?.value[0]?.address;
}

/** The first link in the message's text part to `pathname`, e.g. `/reset-password`. */
export function linkIn(mail: ParsedMail, pathname: string): URL {
  const link = (mail.text ?? '')
    .match(/https?:\/\/\S+/g)
    ?.map((l) => new URL(l))
    .find((u) => u.pathname === pathname);
  if (!link) throw new Error(`no ${pathname} link in: ${mail.text}`);
  return link;
}

/** The `code` of a link in the message. */
export const codeIn = (mail: ParsedMail, pathname: string) =>
  linkIn(mail, pathname).searchParams.get('code') ?? '';
