import { defineMessages } from '@formatjs/intl';
import { sayer } from '../mail-words.js';
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

const m = defineMessages({
  passwordChangedSubject: {
    id: 'mail.securityNotice.passwordChangedSubject',
    defaultMessage: 'Your password was changed',
  },
  passwordChanged: {
    id: 'mail.securityNotice.passwordChanged',
    defaultMessage:
      'The password of your {shop} account was changed in Account Settings. Every other session was signed out.',
  },
  passwordResetSubject: {
    id: 'mail.securityNotice.passwordResetSubject',
    defaultMessage: 'Your password was reset',
  },
  passwordReset: {
    id: 'mail.securityNotice.passwordReset',
    defaultMessage:
      'The password of your {shop} account was reset with a link sent to this address. Every session was signed out.',
  },
  cleared: {
    id: 'mail.securityNotice.cleared',
    defaultMessage:
      'This address had never been confirmed, so the Google sign-in and the two-step sign-in set up on the account were removed. If they were yours, set them up again in Account Settings.',
  },
  twoStepOnSubject: {
    id: 'mail.securityNotice.twoStepOnSubject',
    defaultMessage: 'Two-step sign-in was turned on',
  },
  twoStepOn: {
    id: 'mail.securityNotice.twoStepOn',
    defaultMessage: 'Signing in to your account now also asks for a code from an authenticator app.',
  },
  twoStepOffSubject: {
    id: 'mail.securityNotice.twoStepOffSubject',
    defaultMessage: 'Two-step sign-in was turned off',
  },
  twoStepOff: {
    id: 'mail.securityNotice.twoStepOff',
    defaultMessage: 'Signing in to your account no longer asks for a code from an authenticator app.',
  },
  googleLinkedSubject: {
    id: 'mail.securityNotice.googleLinkedSubject',
    defaultMessage: 'A Google account was linked',
  },
  googleLinked: {
    id: 'mail.securityNotice.googleLinked',
    defaultMessage: 'The Google account {googleEmail} can now sign in to your {shop} account.',
  },
  recoveryCodeUsedSubject: {
    id: 'mail.securityNotice.recoveryCodeUsedSubject',
    defaultMessage: 'A recovery code was used',
  },
  recoveryCodeUsed: {
    id: 'mail.securityNotice.recoveryCodeUsed',
    defaultMessage:
      'One of your recovery codes was just used to sign in or to confirm it was you. {left, plural, one {# recovery code is} other {# recovery codes are}} left.',
  },
  recoveryCodesLow: {
    id: 'mail.securityNotice.recoveryCodesLow',
    defaultMessage:
      'When they run out, turn two-step sign-in off and on again in Account Settings for new ones.',
  },
  wasYou: { id: 'mail.securityNotice.wasYou', defaultMessage: 'If this was you, there is nothing to do.' },
  notYou: {
    id: 'mail.securityNotice.notYou',
    defaultMessage:
      "If this wasn't you, someone else can sign in to your account: reset your password at once with the button below, then look in Account Settings for sessions, a Google account or two-step sign-in you do not know, and tell the shop.",
  },
  button: { id: 'mail.securityNotice.button', defaultMessage: 'Reset my password' },
  footer: {
    id: 'mail.securityNotice.footer',
    defaultMessage:
      'We send this message to the address of your account whenever the way it signs in changes.',
  },
});

function describe(shop: Shop, event: SecurityEvent): { subject: string; lines: string[] } {
  const say = sayer(shop.intl);
  const values = { shop: shop.name };
  switch (event.kind) {
    case 'password-changed':
      return { subject: say(m.passwordChangedSubject), lines: [say(m.passwordChanged, values)] };
    case 'password-reset':
      return {
        subject: say(m.passwordResetSubject),
        lines: [say(m.passwordReset, values), ...(event.cleared ? [say(m.cleared)] : [])],
      };
    case 'two-step-on':
      return { subject: say(m.twoStepOnSubject), lines: [say(m.twoStepOn)] };
    case 'two-step-off':
      return { subject: say(m.twoStepOffSubject), lines: [say(m.twoStepOff)] };
    case 'google-linked':
      return {
        subject: say(m.googleLinkedSubject),
        lines: [say(m.googleLinked, { ...values, googleEmail: event.googleEmail })],
      };
    case 'recovery-code-used':
      return {
        subject: say(m.recoveryCodeUsedSubject),
        lines: [
          say(m.recoveryCodeUsed, { left: event.left }),
          ...(event.left <= 2 ? [say(m.recoveryCodesLow)] : []),
        ],
      };
  }
}

/**
 * To the account's own address whenever the way it signs in changes, so its owner hears of
 * a change someone else made, with what to do then ("this wasn't me").
 */
export function securityNotice(shop: Shop, data: SecurityNoticeData): RenderedMail {
  const say = sayer(shop.intl);
  const { subject, lines } = describe(shop, data.event);
  return messageWithLink(shop, {
    subject,
    greeting: greeting(shop, data.name),
    lines: [...lines, say(m.wasYou), say(m.notYou)],
    button: say(m.button),
    link: data.link,
    footer: say(m.footer),
  });
}
