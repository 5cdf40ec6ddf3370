import type { NotificationKind } from '@refocus/contract';
import { isLocale } from '@refocus/i18n';
import type { Kysely } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import { type Clock, systemClock } from '../../clock.js';
import type { DB } from '../../db/schema.js';
import { ENGLISH_IN_DOLLARS } from '../../i18n/server-languages.js';
import {
  enqueueMail,
  type IntlSource,
  recipientLocale,
  type ServerIntl,
  sayer,
  shopLocaleIn,
  type Words,
  wordsIn,
} from '../mail/mail.public.js';
import { findLiveUserById } from '../users/users.public.js';
import { NOTICE_KIND_LABELS } from './notice-kinds.js';
import {
  claimMailSlot,
  findRecipients,
  insertNotification,
  insertNotifications,
  wantsEmail,
} from './notifications.repository.js';
import type { UnsubscribeTokens } from './unsubscribe-tokens.js';

/** Recipients per statement: 7 values a row stays far below SQLite's and PostgreSQL's bind limits. */
const BATCH = 500;

/**
 * Notices of one kind to one person are e-mailed at most this often (issue 41 item 4): a buyer
 * booking and cancelling one camera, or a seller moving a price up and down, must not fill a
 * mailbox. The list still shows every notice; the e-mail only says there is something to see.
 */
const MAIL_INTERVAL_MS = 15 * 60_000;

/** One thing to tell one person. */
export interface Notice {
  /** Null when that account is gone: nobody to tell, nothing happens. */
  userId: string | null;
  kind: NotificationKind;
  /**
   * One sentence in the reader's words: written with each reader's intl, in their language
   * (`users.locale`, else the shop's default) at the moment the notice is made (decision 070).
   */
  text: Words;
  /** A path in the web app, e.g. `/dashboard/my-orders`. */
  link: string;
  /** The e-mail's subject when it should differ from `text`. */
  subject?: Words;
  /** False: the list only, because the caller sends its own e-mail about it (a moderator's note). */
  email?: boolean;
}

/**
 * Tells people what happened (issue 15, item 2; decision 033): a notification in their list
 * and, unless they turned that kind off, an e-mail. Call it with the transaction of the change
 * it reports, so both exist exactly when the change commits; the e-mail goes through the
 * durable mail queue and never holds up the request. `origin` makes the e-mail's links absolute.
 */
export class Notifier {
  constructor(
    private readonly unsubscribe: UnsubscribeTokens,
    private readonly clock: Clock = systemClock,
    /** The server's words in each language (`ServerLanguages`); English in dollars without. */
    private readonly languages: IntlSource = ENGLISH_IN_DOLLARS,
  ) {}

  /** The intl to write to this person in: their language, else the shop's default. */
  async intlFor(trx: Kysely<DB>, userId: string): Promise<ServerIntl> {
    return this.languages.intl(await recipientLocale(trx, { userId }));
  }

  /** The intl of the shop's default language: for the words both sides of a thread read. */
  async shopIntl(trx: Kysely<DB>): Promise<ServerIntl> {
    return this.languages.intl(await shopLocaleIn(trx));
  }

  async notify(trx: Kysely<DB>, origin: string, notice: Notice): Promise<void> {
    if (!notice.userId) return;
    const person = await findLiveUserById(trx, notice.userId);
    if (!person) return;
    const intl = await this.intlFor(trx, person.id);
    const { kind, link } = notice;
    const text = wordsIn(intl, notice.text);
    await insertNotification(trx, {
      id: uuidv7(),
      user_id: person.id,
      kind,
      text,
      link,
      created_at: this.clock().toISOString(),
      read_at: null,
    });
    // A disabled account keeps its list for when it is enabled again, but gets no mail meanwhile;
    // nor does an address nobody has confirmed (issue 41 item 9): it may not be the person's.
    if (notice.email === false || person.disabled || !person.emailVerifiedAt) return;
    if (!(await wantsEmail(trx, person.id, kind))) return;
    await this.mail(trx, origin, person, notice, intl);
  }

  /**
   * The same notice to many people (a listing's savers, decision 034): per batch of 500, one
   * read of the live recipients with their e-mail choice and one insert of their notifications;
   * only the e-mails are queued one job per person, as each carries its own unsubscribe link.
   */
  async notifyMany(
    trx: Kysely<DB>,
    origin: string,
    userIds: readonly string[],
    notice: Omit<Notice, 'userId'>,
  ): Promise<void> {
    const ids = [...new Set(userIds)];
    const now = this.clock().toISOString();
    // Each reader's language: their own choice, else the shop's default (read once).
    const shopLocale = await shopLocaleIn(trx);
    const intlOf = (person: { locale: string | null }) =>
      this.languages.intl(isLocale(person.locale) ? person.locale : shopLocale);
    for (let start = 0; start < ids.length; start += BATCH) {
      const people = await findRecipients(trx, ids.slice(start, start + BATCH), notice.kind);
      await insertNotifications(
        trx,
        people.map((person) => ({
          id: uuidv7(),
          user_id: person.id,
          kind: notice.kind,
          text: wordsIn(intlOf(person), notice.text),
          link: notice.link,
          created_at: now,
          read_at: null,
        })),
      );
      if (notice.email === false) continue;
      for (const person of people) {
        if (person.disabled === 1 || person.email_verified_at === null || person.wants_email === 0) continue;
        await this.mail(trx, origin, person, notice, intlOf(person));
      }
    }
  }

  private async mail(
    trx: Kysely<DB>,
    origin: string,
    person: { id: string; name: string; email: string },
    notice: Omit<Notice, 'userId'>,
    intl: ServerIntl,
  ): Promise<void> {
    const { kind, link } = notice;
    const text = wordsIn(intl, notice.text);
    // Message notices are merged per thread already (message-notices.ts), and keep doing so.
    if (kind !== 'message' && !(await this.claimMailSlot(trx, person.id, kind))) return;
    const query = new URLSearchParams({
      user: person.id,
      kind,
      token: this.unsubscribe.sign(person.id, kind),
    });
    await enqueueMail(
      trx,
      {
        to: person.email,
        recipientId: person.id,
        template: 'notification',
        data: {
          name: person.name,
          text,
          ...(notice.subject ? { subject: wordsIn(intl, notice.subject) } : {}),
          link,
          kindLabel: sayer(intl)(NOTICE_KIND_LABELS[kind]),
          unsubscribeLink: `/unsubscribe?${query}`,
        },
        origin,
      },
      this.clock,
    );
  }

  /** Whether this person may be e-mailed a notice of this kind now; takes the slot if so. */
  private claimMailSlot(trx: Kysely<DB>, userId: string, kind: NotificationKind): Promise<boolean> {
    const now = this.clock();
    const cutoff = new Date(now.getTime() - MAIL_INTERVAL_MS).toISOString();
    return claimMailSlot(trx, userId, kind, now.toISOString(), cutoff);
  }
}
