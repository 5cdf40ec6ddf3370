import { defineMessages } from '@refocus/i18n';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { BusyButton } from '../../../components/busy-button';
import { FormField } from '../../../components/form-field';
import { SUCCESS } from '../../../lib/success-messages';
import { toast } from '../../../lib/toast';
import { useAuth } from '../../../lib/use-auth';
import { errorMessage, SIGN_IN_TOAST, toastAuthError } from '../auth-errors';
import { type PendingSignIn, pendingSignInOf } from '../pending-sign-in';
import { AuthCard } from './auth-card';

/** Long enough to read how many recovery codes are left. */
const RECOVERY_TOAST_MS = 10_000;

const m = defineMessages({
  lastRecoveryCode: {
    id: 'auth.twoStep.lastRecoveryCode',
    defaultMessage:
      'Signed in with your last recovery code. Turn two-step sign-in off and on again in Account settings to get new ones.',
  },
  codeRequired: { id: 'auth.twoStep.codeRequired', defaultMessage: 'Enter the code from your app' },
  passwordRequired: { id: 'auth.linkGoogle.passwordRequired', defaultMessage: 'Password is required' },
  codeLabel: { id: 'auth.twoStep.codeLabel', defaultMessage: 'Code' },
  passwordLabel: { id: 'auth.linkGoogle.passwordLabel', defaultMessage: 'Password' },
  twoStepTitle: { id: 'auth.twoStep.title', defaultMessage: 'Two-step sign-in' },
  linkGoogleTitle: { id: 'auth.linkGoogle.title', defaultMessage: 'Link Google' },
});

/** What a sign-in with a recovery code says: how many are left, and what to do when few are. */
function recoveryCodesLeftMessage(intl: IntlShape, left: number): string {
  if (left === 0) return intl.formatMessage(m.lastRecoveryCode);
  if (left <= 3)
    return intl.formatMessage(
      {
        id: 'auth.twoStep.fewRecoveryCodesLeft',
        defaultMessage:
          'Signed in. You have {left, plural, one {# recovery code} other {# recovery codes}} left: turn two-step sign-in off and on again in Account settings to get new ones.',
      },
      { left },
    );
  return intl.formatMessage(
    {
      id: 'auth.twoStep.recoveryCodesLeft',
      defaultMessage:
        'Signed in. You have {left, plural, one {# recovery code} other {# recovery codes}} left.',
    },
    { left },
  );
}

interface PendingSignInStepProps {
  step: PendingSignIn;
  /** Another step follows (a linked account with two-step sign-in asks for its code next). */
  onNext: (step: PendingSignIn) => void;
  onCancel: () => void;
}

/**
 * The step after the password or Google: a code from the authenticator app (or a recovery
 * code), or the password that links Google to the existing account.
 */
function PendingSignInStep({ step, onNext, onCancel }: PendingSignInStepProps) {
  const { completeTwoStepSignIn, linkGoogleWithPassword } = useAuth();
  const intl = useIntl();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const isCode = step.kind === 'code';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim()) {
      setError(intl.formatMessage(isCode ? m.codeRequired : m.passwordRequired));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      let left: number | undefined;
      if (isCode) left = (await completeTwoStepSignIn(step.challenge, value.trim())).recoveryCodesLeft;
      else await linkGoogleWithPassword(step.challenge, value);
      if (left === undefined) toast.success(intl.formatMessage(SUCCESS.loggedIn), { id: SIGN_IN_TOAST });
      else
        toast.success(recoveryCodesLeftMessage(intl, left), {
          id: SIGN_IN_TOAST,
          duration: RECOVERY_TOAST_MS,
        });
    } catch (failure) {
      const next = pendingSignInOf(failure);
      if (next) {
        setValue('');
        onNext(next);
        return;
      }
      toastAuthError(intl, failure, SIGN_IN_TOAST);
      if (failure instanceof Error) setError(errorMessage(intl, failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
      <p className="text-sm text-base-content/80">
        {isCode ? (
          <FormattedMessage
            id="auth.twoStep.explain"
            defaultMessage="Two-step sign-in is on for this account. Enter the 6-digit code from your authenticator app, or one of your recovery codes."
          />
        ) : (
          <FormattedMessage
            id="auth.linkGoogle.explain"
            defaultMessage="An account with this email already exists. Enter its password to link your Google account to it."
          />
        )}
      </p>
      <FormField label={intl.formatMessage(isCode ? m.codeLabel : m.passwordLabel)} error={error}>
        {(control) => (
          <input
            {...control}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            type={isCode ? 'text' : 'password'}
            // Recovery codes have letters: no numeric-only keypad (issue 42, item 1).
            {...(isCode ? { autoCapitalize: 'characters', autoCorrect: 'off', spellCheck: false } : {})}
            autoComplete={isCode ? 'one-time-code' : 'current-password'}
            className="input w-full"
            // biome-ignore lint/a11y/noAutofocus: the one field of this step, shown right after the user acted
            autoFocus
          />
        )}
      </FormField>
      <BusyButton type="submit" busy={busy} className="btn btn-primary w-full">
        {isCode ? (
          <FormattedMessage id="auth.twoStep.verify" defaultMessage="Verify" />
        ) : (
          <FormattedMessage id="auth.linkGoogle.submit" defaultMessage="Link and sign in" />
        )}
      </BusyButton>
      <button type="button" className="btn btn-ghost btn-sm" onClick={onCancel}>
        <FormattedMessage id="auth.pendingStep.startAgain" defaultMessage="Start again" />
      </button>
    </form>
  );
}

/** The pending step on a card of its own, as the login and register screens show it. */
export function PendingSignInCard(props: PendingSignInStepProps) {
  const intl = useIntl();
  return (
    <AuthCard title={intl.formatMessage(props.step.kind === 'code' ? m.twoStepTitle : m.linkGoogleTitle)}>
      <PendingSignInStep {...props} />
    </AuthCard>
  );
}
