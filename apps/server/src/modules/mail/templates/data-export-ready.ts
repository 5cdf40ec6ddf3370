import { greeting, messageWithLink, type RenderedMail, type Shop } from './layout.js';

export interface DataExportReadyData {
  name: string;
  /** A path (made absolute by `shop.link`): the web app's /dashboard/data-export page with the token. */
  link: string;
}

/** The person's own data is ready (issue 46 item 6): the link needs them signed in too. */
export function dataExportReady(shop: Shop, data: DataExportReadyData): RenderedMail {
  return messageWithLink(shop, {
    subject: 'Your data is ready to download',
    greeting: greeting(data.name),
    lines: [
      `The archive of your data on ${shop.name} that you asked for is ready: a ZIP file with your profile, listings and their photos, orders, conversations, reviews, saved cameras and searches, and a README saying what each file is.`,
      'The link works for 24 hours, signed in as you. After that the archive is deleted; you can ask for a new one in Account Settings.',
    ],
    button: 'Download my data',
    link: data.link,
    footer:
      'If you did not ask for your data, change your password: someone else may be signed in to your account.',
  });
}
