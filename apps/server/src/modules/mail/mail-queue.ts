import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { DB } from '../../db/schema.js';
import { ENGLISH_IN_DOLLARS } from '../../i18n/server-languages.js';
import type { JobHandler } from '../jobs/jobs.public.js';
import { enqueueJob } from '../jobs/jobs.public.js';
import { mailLinks } from './mail-links.js';
import type { MailTransport } from './mail-transport.js';
import { type IntlSource, recipientLocale } from './mail-words.js';
import { MAIL_TEMPLATES, type MailTemplateData, type MailTemplateName } from './templates/all-templates.js';
import type { Shop } from './templates/layout.js';

export const MAIL_JOB = 'mail';

export interface MailRequest<T extends MailTemplateName> {
  to: string;
  template: T;
  /** Its links are paths of the web app; the worker makes them absolute (`mail-links.ts`). */
  data: MailTemplateData[T];
  /**
   * Where the links point when PUBLIC_URL is not set: the origin the causing request came to
   * (`linkOrigin`), or the one a saved search was saved from. With PUBLIC_URL set it is not used.
   */
  origin: string;
  /**
   * The person written to, when they have an account: the message is in their language
   * (`users.locale`, else the shop's default). Without it the address finds the account, if any.
   */
  recipientId?: string;
}

/** What the worker knows of the shop: its name, and PUBLIC_URL when set. */
export interface ShopSettings {
  name: string;
  publicUrl: string | undefined;
}

/**
 * Queues a message. Pass the transaction of the change that causes it: the message is
 * sent exactly when the change commits, after the request has answered, and retried until
 * the mail server takes it (decision 014). The request never waits for, nor fails on, mail.
 */
export async function enqueueMail<T extends MailTemplateName>(
  db: Kysely<DB>,
  mail: MailRequest<T>,
  clock?: Clock,
): Promise<void> {
  await enqueueJob(db, { kind: MAIL_JOB, payload: mail }, clock);
}

/** Where the worker finds the reader's language and its words; without it, English in dollars. */
export interface MailLanguages {
  db: Kysely<DB>;
  languages: IntlSource;
}

/**
 * The worker's side: renders the template (at send time, in the shop's current words and the
 * reader's language, decision 070) and sends it.
 */
export function mailJobHandler(
  transport: MailTransport,
  settings: ShopSettings,
  words?: MailLanguages,
): JobHandler {
  return async (payload) => {
    // `origin` is missing from a message an older version queued: its links are absolute already.
    const mail = payload as Omit<MailRequest<MailTemplateName>, 'origin'> & { origin?: string };
    const intl = words
      ? words.languages.intl(await recipientLocale(words.db, { userId: mail.recipientId, email: mail.to }))
      : ENGLISH_IN_DOLLARS.intl('en');
    const shop: Shop = { name: settings.name, link: mailLinks(settings.publicUrl, mail.origin), intl };
    const render = MAIL_TEMPLATES[mail.template] as (
      shop: Shop,
      data: unknown,
    ) => ReturnType<(typeof MAIL_TEMPLATES)[MailTemplateName]>;
    if (!render) throw new Error(`no mail template "${mail.template}"`);
    await transport.send({ to: mail.to, ...render(shop, mail.data) });
  };
}
