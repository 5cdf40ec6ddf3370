import { defineMessages } from '@formatjs/intl';
import { sayer } from '../mail-words.js';
import { greeting, messageWithLink, type RenderedMail, type Shop } from './layout.js';

const m = defineMessages({
  subject: { id: 'mail.dataExportReady.subject', defaultMessage: 'Your data is ready to download' },
  ready: {
    id: 'mail.dataExportReady.ready',
    defaultMessage:
      'The archive of your data on {shop} that you asked for is ready: a ZIP file with your profile, listings and their photos, orders, conversations, reviews, saved cameras and searches, and a README saying what each file is.',
  },
  expires: {
    id: 'mail.dataExportReady.expires',
    defaultMessage:
      'The link works for 24 hours, signed in as you. After that the archive is deleted; you can ask for a new one in Account Settings.',
  },
  button: { id: 'mail.dataExportReady.button', defaultMessage: 'Download my data' },
  footer: {
    id: 'mail.dataExportReady.footer',
    defaultMessage:
      'If you did not ask for your data, change your password: someone else may be signed in to your account.',
  },
});

export interface DataExportReadyData {
  name: string;
  /** A path (made absolute by `shop.link`): the web app's /dashboard/data-export page with the token. */
  link: string;
}

/** The person's own data is ready (issue 46 item 6): the link needs them signed in too. */
export function dataExportReady(shop: Shop, data: DataExportReadyData): RenderedMail {
  const say = sayer(shop.intl);
  return messageWithLink(shop, {
    subject: say(m.subject),
    greeting: greeting(shop, data.name),
    lines: [say(m.ready, { shop: shop.name }), say(m.expires)],
    button: say(m.button),
    link: data.link,
    footer: say(m.footer),
  });
}
