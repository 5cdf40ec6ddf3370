import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { BusyButton } from '../../../../components/busy-button';
import { useFormat } from '../../../../lib/i18n/use-format';
import { toast } from '../../../../lib/toast';
import { endOtherSessions, endSession, sessionsQuery } from '../../api/account';
import { ACCOUNT_MESSAGES } from './account-messages';

/** Where the user is signed in, with sign out one or all others. */
export function SessionsSection() {
  const queryClient = useQueryClient();
  const sessions = useQuery(sessionsQuery());
  const [busy, setBusy] = useState<string | null>(null);
  const intl = useIntl();
  const { date } = useFormat();

  const run = async (key: string, work: () => Promise<unknown>, message: MessageDescriptor) => {
    setBusy(key);
    try {
      await work();
      toast.success(intl.formatMessage(message));
      await queryClient.invalidateQueries({ queryKey: ['account', 'sessions'] });
    } catch (failure) {
      toast.error(
        failure instanceof Error
          ? failure.message
          : intl.formatMessage({ id: 'account.sessions.failed', defaultMessage: 'Could not sign out.' }),
      );
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="sessions-heading" className="card border border-base-300 bg-base-100">
      <div className="card-body gap-4">
        <h2 id="sessions-heading" className="card-title">
          <FormattedMessage id="account.sessions.title" defaultMessage="Where you are signed in" />
        </h2>
        {sessions.isPending && (
          <p className="text-sm">
            <FormattedMessage id="account.sessions.loading" defaultMessage="Loading…" />
          </p>
        )}
        {sessions.isError && (
          <p className="text-sm text-danger">
            <FormattedMessage
              id="account.sessions.loadFailed"
              defaultMessage="Could not load your sessions."
            />
          </p>
        )}
        {sessions.data && (
          <ul
            aria-label={intl.formatMessage({
              id: 'account.sessions.listLabel',
              defaultMessage: 'Signed-in sessions',
            })}
            className="flex flex-col divide-y divide-base-300"
          >
            {sessions.data.map((session) => (
              <li key={session.id} className="flex items-center justify-between gap-4 py-3">
                <div>
                  <p className="font-medium">
                    {session.device}
                    {session.current && (
                      <span className="badge badge-primary badge-sm ms-2">
                        <FormattedMessage id="account.sessions.thisDevice" defaultMessage="This device" />
                      </span>
                    )}
                  </p>
                  <p className="text-xs text-base-content/70">
                    {session.lastUsedAt ? (
                      <FormattedMessage
                        id="account.sessions.lastUsed"
                        defaultMessage="Last used {date}"
                        values={{ date: date(session.lastUsedAt) }}
                      />
                    ) : (
                      <FormattedMessage
                        id="account.sessions.lastUsedUnknown"
                        defaultMessage="Last used unknown"
                      />
                    )}
                  </p>
                </div>
                {!session.current && (
                  <BusyButton
                    busy={busy === session.id}
                    className="btn btn-outline btn-sm"
                    aria-label={intl.formatMessage(
                      { id: 'account.sessions.signOutDevice', defaultMessage: 'Sign out {device}' },
                      { device: session.device },
                    )}
                    onClick={() =>
                      void run(session.id, () => endSession(session.id), ACCOUNT_MESSAGES.sessionEnded)
                    }
                  >
                    <FormattedMessage id="account.sessions.signOut" defaultMessage="Sign out" />
                  </BusyButton>
                )}
              </li>
            ))}
          </ul>
        )}
        <div>
          <BusyButton
            busy={busy === 'all'}
            className="btn btn-outline btn-sm"
            onClick={() => void run('all', endOtherSessions, ACCOUNT_MESSAGES.otherSessionsEnded)}
          >
            <FormattedMessage id="account.sessions.signOutOthers" defaultMessage="Sign out everywhere else" />
          </BusyButton>
        </div>
      </div>
    </section>
  );
}
