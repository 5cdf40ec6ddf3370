import { defineMessages } from '@refocus/i18n';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { BusyButton } from '../../../../components/busy-button';
import { FormField } from '../../../../components/form-field';
import { Modal } from '../../../../components/modal';
import { ApiError } from '../../../../lib/api-error';
import { useAuth } from '../../../../lib/use-auth';
import { reauthenticate } from '../../api/account';

const m = defineMessages({
  cancelled: {
    id: 'account.recentLogin.cancelled',
    defaultMessage: 'Cancelled: enter your password to do this.',
  },
  failed: { id: 'account.recentLogin.failed', defaultMessage: 'Something went wrong.' },
  password: { id: 'account.recentLogin.password', defaultMessage: 'Password' },
  code: { id: 'account.recentLogin.code', defaultMessage: 'Code from your app, or a recovery code' },
});

/**
 * Sensitive actions need a sign-in within the last 5 minutes. `sensitive(action)` runs the
 * action; when the server answers `auth/requires-recent-login`, a dialog asks for the
 * password (and a code when two-step sign-in is on), keeps the fresh access token, and runs
 * the action again. Render `dialog` once on the page.
 */
export function useRecentLogin(): {
  sensitive: <T>(action: () => Promise<T>) => Promise<T>;
  dialog: ReactNode;
} {
  const { adoptAccessToken } = useAuth();
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [needsCode, setNeedsCode] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const waiting = useRef<{ resolve: () => void; reject: (error: unknown) => void } | null>(null);
  const titleId = useId();

  const sensitive = async <T,>(action: () => Promise<T>): Promise<T> => {
    try {
      return await action();
    } catch (failure) {
      if (!(failure instanceof ApiError) || failure.code !== 'auth/requires-recent-login') throw failure;
      await new Promise<void>((resolve, reject) => {
        waiting.current = { resolve, reject };
        setError(undefined);
        setOpen(true);
      });
      return action();
    }
  };

  const close = () => {
    setOpen(false);
    waiting.current?.reject(new ApiError(0, 'auth/requires-recent-login', intl.formatMessage(m.cancelled)));
    waiting.current = null;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    try {
      const code = needsCode ? String(data.get('code') ?? '') : undefined;
      adoptAccessToken(await reauthenticate(String(data.get('password') ?? ''), code));
      setOpen(false);
      setNeedsCode(false);
      waiting.current?.resolve();
      waiting.current = null;
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'auth/multi-factor-auth-required')
        setNeedsCode(true);
      setError(failure instanceof Error ? failure.message : intl.formatMessage(m.failed));
    } finally {
      setBusy(false);
    }
  };

  const dialog = (
    <Modal open={open} onClose={close} labelledBy={titleId}>
      <h2 id={titleId} className="text-lg font-bold">
        <FormattedMessage id="account.recentLogin.title" defaultMessage="Confirm it is you" />
      </h2>
      <form noValidate onSubmit={(e) => void submit(e)} className="mt-4 flex flex-col gap-4">
        <p className="text-sm text-base-content/80">
          <FormattedMessage
            id="account.recentLogin.explain"
            defaultMessage="For your security, enter your password again to continue."
          />
        </p>
        <FormField label={intl.formatMessage(m.password)} error={needsCode ? undefined : error}>
          {(control) => (
            <input
              {...control}
              name="password"
              type="password"
              autoComplete="current-password"
              className="input w-full"
            />
          )}
        </FormField>
        {needsCode && (
          <FormField label={intl.formatMessage(m.code)} error={error}>
            {(control) => (
              <input
                {...control}
                name="code"
                autoCapitalize="characters"
                autoCorrect="off"
                spellCheck={false}
                autoComplete="one-time-code"
                className="input w-full"
              />
            )}
          </FormField>
        )}
        <div className="modal-action">
          <button type="button" className="btn btn-ghost" onClick={close} disabled={busy}>
            <FormattedMessage id="account.recentLogin.cancel" defaultMessage="Cancel" />
          </button>
          <BusyButton type="submit" busy={busy} className="btn btn-primary">
            <FormattedMessage id="account.recentLogin.confirm" defaultMessage="Confirm" />
          </BusyButton>
        </div>
      </form>
    </Modal>
  );

  return { sensitive, dialog };
}
