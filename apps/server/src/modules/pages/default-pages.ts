import { defineMessages, type MessageDescriptor } from '@formatjs/intl';
import type { SitePageSlug } from '@refocus/contract';

/**
 * What each page says until an admin writes their own (Dashboard → Site Pages). Plain and
 * honest about what Refocus does, so a new shop is not left with empty footer links; each
 * ends by saying how to change it, since only the shop knows its own terms and address.
 * One message per page (decision 070): English here, German and Spanish in packages/i18n
 * (translations/<locale>/server/sitePages.json). An admin's own text is never translated.
 * ICU: a literal apostrophe is written twice ('').
 */
const markdown = defineMessages({
  terms: {
    id: 'sitePages.terms.markdown',
    defaultMessage: `# Terms of use

This marketplace brings together people who sell used cameras and people who want to buy them.

## Listings
- Sellers describe their cameras truthfully, with their own photos, and set the price.
- A listing stays on the storefront until it is sold, withdrawn or removed by an admin.

## Bookings
- Booking a camera asks the seller to meet you at the place you name. It is not a payment.
- The seller accepts or declines; either of you can cancel a booking that has not been completed.
- You pay the seller when you meet and have seen the camera.

## Accounts
- Keep your password to yourself; you can turn on two-step sign-in in your account settings.
- Admins may disable or remove accounts that break these terms.

*The shop''s administrators can replace this text from the dashboard.*
`,
  },
  privacy: {
    id: 'sitePages.privacy.markdown',
    defaultMessage: `# Privacy

## What we keep
- Your name, e-mail address and, if you choose, a profile photo.
- Your listings and bookings, with the phone number and meeting place you give for a booking.
- The devices you are signed in on, so you can see and end those sessions.

## Who sees what
- Your phone number is shown only to the other person of a booking that has been accepted.
- Sellers see the name and phone number of people who booked their cameras.
- Admins see the names and e-mail addresses of the people on the marketplace.

## Your choices
- You can change your details or delete your account at any time from your account settings.
  Deleting it withdraws your listings and cancels your open bookings.

*The shop''s administrators can replace this text from the dashboard.*
`,
  },
  contact: {
    id: 'sitePages.contact.markdown',
    defaultMessage: `# Contact

This shop has not published its contact details yet.

*An administrator can add them from the dashboard (Site Pages).*
`,
  },
  safeMeetings: {
    id: 'sitePages.safe-meetings.markdown',
    defaultMessage: `# Meeting safely

- **Meet in a public place** in daylight: a station hall, a café, the shop''s counter.
- **Check the camera before you pay**: switch it on, take a few pictures, look at the lens and
  the sensor, and compare the serial number with the listing.
- **Pay on handover**, in person. Never send money or a deposit before you meet.
- **Keep the talk here**: messages and the booking stay on record if something goes wrong.
- Tell someone where you are going, or bring a friend.

*The shop''s administrators can replace this text from the dashboard (Site Pages).*
`,
  },
});

const titles = defineMessages({
  terms: { id: 'sitePages.terms.title', defaultMessage: 'Terms of use' },
  privacy: { id: 'sitePages.privacy.title', defaultMessage: 'Privacy' },
  contact: { id: 'sitePages.contact.title', defaultMessage: 'Contact' },
  safeMeetings: { id: 'sitePages.safe-meetings.title', defaultMessage: 'Meeting safely' },
});

/** Each page's shipped Markdown and its title, to format in the reader's language. */
export const DEFAULT_PAGES: Record<SitePageSlug, { markdown: MessageDescriptor; title: MessageDescriptor }> =
  {
    terms: { markdown: markdown.terms, title: titles.terms },
    privacy: { markdown: markdown.privacy, title: titles.privacy },
    contact: { markdown: markdown.contact, title: titles.contact },
    'safe-meetings': { markdown: markdown.safeMeetings, title: titles.safeMeetings },
  };
