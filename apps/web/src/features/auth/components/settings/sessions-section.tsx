import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { BusyButton } from '../../../../components/busy-button';
import { toast } from '../../../../lib/toast';
import { endOtherSessions, endSession, sessionsQuery } from '../../api/account';
import { ACCOUNT_MESSAGES } from './account-messages';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : 'unknown');

/** Where the user is signed in, with sign out one or all others. */
export function SessionsSection() {
  const queryClient = useQueryClient();
  const sessions = useQuery(sessionsQuery());
  const [busy, setBusy] = useState<string | null>(null);

  const run = async (key: string, work: () => Promise<unknown>, message: string) => {
    setBusy(key);
    try {
      await work();
      toast.success(message);
      await queryClient.invalidateQueries({ queryKey: ['account', 'sessions'] });
    } catch (failure) {
      toast.error(failure instanceof Error ? failure.message : 'Could not sign out.');
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="sessions-heading" className="card border border-base-300 bg-base-100">
      <div className="card-body gap-4">
        <h2 id="sessions-heading" className="card-title">
          Where you are signed in
        </h2>
        {sessions.isPending && <p className="text-sm">Loading…</p>}
        {sessions.isError && <p className="text-sm text-danger">Could not load your sessions.</p>}
        {sessions.data && (
          <ul aria-label="Signed-in sessions" className="flex flex-col divide-y divide-base-300">
            {sessions.data.map((session) => (
              <li key={session.id} className="flex items-center justify-between gap-4 py-3">
                <div>
                  <p className="font-medium">
                    {session.device}
                    {session.current && (
                      <span className="badge badge-primary badge-sm ml-2">This device</span>
                    )}
                  </p>
                  <p className="text-xs text-base-content/70">Last used {when(session.lastUsedAt)}</p>
                </div>
                {!session.current && (
                  <BusyButton
                    busy={busy === session.id}
                    className="btn btn-outline btn-sm"
                    aria-label={`Sign out ${session.device}`}
                    onClick={() =>
                      void run(session.id, () => endSession(session.id), ACCOUNT_MESSAGES.sessionEnded)
                    }
                  >
                    Sign out
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
            Sign out everywhere else
          </BusyButton>
        </div>
      </div>
    </section>
  );
}
