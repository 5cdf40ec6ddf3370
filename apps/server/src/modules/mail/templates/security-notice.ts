import { greeting, messageWithLink, type RenderedMail, type Shop } from './layout.js';

/** What changed in how the account signs in (issue 41, "security e-mails"). */
export type SecurityEvent =
  | { kind: 'password-changed' }
  /** `cleared`: the address had never been confirmed, so Google and two-step sign-in were removed. */
  | { kind: 'password-reset'; cleared: boolean }
  | { kind: 'two-step-on' }
  | { kind: 'two-step-off' }
  | { kind: 'google-linked'; googleEmail: string }
  | { kind: 'recovery-code-used'; left: number };

export interface SecurityNoticeData {
  /** Only when the address is confirmed (issue 41, item 5). */
  name?: string;
  event: SecurityEvent;
  /** A path (made absolute by `shop.link`): the web app's /forgot-password page, the first step when it was not the owner. */
  link: string;
}

function describe(shop: Shop, event: SecurityEvent): { subject: string; lines: string[] } {
  switch (event.kind) {
    case 'password-changed':
      return {
        subject: 'Your password was changed',
        lines: [
          `The password of your ${shop.name} account was changed in Account Settings. Every other session was signed out.`,
        ],
      };
    case 'password-reset':
      return {
        subject: 'Your password was reset',
        lines: [
          `The password of your ${shop.name} account was reset with a link sent to this address. Every session was signed out.`,
          ...(event.cleared
            ? [
                'This address had never been confirmed, so the Google sign-in and the two-step sign-in set up on the account were removed. If they were yours, set them up again in Account Settings.',
              ]
            : []),
        ],
      };
    case 'two-step-on':
      return {
        subject: 'Two-step sign-in was turned on',
        lines: ['Signing in to your account now also asks for a code from an authenticator app.'],
      };
    case 'two-step-off':
      return {
        subject: 'Two-step sign-in was turned off',
        lines: ['Signing in to your account no longer asks for a code from an authenticator app.'],
      };
    case 'google-linked':
      return {
        subject: 'A Google account was linked',
        lines: [`The Google account ${event.googleEmail} can now sign in to your ${shop.name} account.`],
      };
    case 'recovery-code-used':
      return {
        subject: 'A recovery code was used',
        lines: [
          `One of your recovery codes was just used to sign in or to confirm it was you. ${event.left === 1 ? '1 recovery code is' : `${event.left} recovery codes are`} left.`,
          ...(event.left <= 2
            ? ['When they run out, turn two-step sign-in off and on again in Account Settings for new ones.']
            : []),
        ],
      };
  }
}

/**
 * To the account's own address whenever the way it signs in changes, so its owner hears of
 * a change someone else made, with what to do then ("this wasn't me").
 */
export function securityNotice(shop: Shop, data: SecurityNoticeData): RenderedMail {
  const { subject, lines } = describe(shop, data.event);
  return messageWithLink(shop, {
    subject,
    greeting: greeting(data.name),
    lines: [
      ...lines,
      'If this was you, there is nothing to do.',
      `If this wasn't you, someone else can sign in to your account: reset your password at once with the button below, then look in Account Settings for sessions, a Google account or two-step sign-in you do not know, and tell the shop.`,
    ],
    button: 'Reset my password',
    link: data.link,
    footer: 'We send this message to the address of your account whenever the way it signs in changes.',
  });
}
