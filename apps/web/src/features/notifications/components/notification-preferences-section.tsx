import {
  type NotificationKind,
  type NotificationPreference,
  SELLER_ONLY_NOTIFICATION_KINDS,
} from '@refocus/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { toast } from '../../../lib/toast';
import { useAuth } from '../../../lib/use-auth';
import { notificationPreferencesQuery, setNotificationPreferences } from '../api/notifications';
import { NOTIFICATION_KIND_MESSAGES } from '../kind-labels';

/**
 * Account settings: which kinds of notification also come by e-mail (issue 15, item 2). Each
 * box saves on its own; the bell lists every kind whatever is chosen here. A buyer sees only
 * the kinds a buyer is sent (issue 42, item 11).
 */
export function NotificationPreferencesSection() {
  const intl = useIntl();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const query = notificationPreferencesQuery(user?.uid ?? '');
  const preferences = useQuery({ ...query, enabled: user !== null });
  const applies = (kind: NotificationKind) => user?.seller || !SELLER_ONLY_NOTIFICATION_KINDS.includes(kind);
  // The box shows a click at once (a controlled box waits for a render otherwise); the saved
  // answer, or a refusal, then replaces it.
  const [shown, setShown] = useState<Partial<Record<NotificationKind, boolean>>>({});
  const settle = (kind: NotificationKind) => setShown(({ [kind]: _settled, ...rest }) => rest);
  const save = useMutation({
    mutationFn: (change: NotificationPreference) => setNotificationPreferences([change]),
    onSuccess: (saved, change) => {
      queryClient.setQueryData(query.queryKey, saved);
      settle(change.kind);
      toast.success(
        intl.formatMessage({ id: 'notifications.settings.saved', defaultMessage: 'E-mail choices saved.' }),
      );
    },
    onError: (error, change) => {
      settle(change.kind);
      toast.error(error.message);
    },
  });

  return (
    <section aria-labelledby="notification-email-heading" className="card border border-base-300 bg-base-100">
      <div className="card-body gap-4">
        <h2 id="notification-email-heading" className="card-title">
          <FormattedMessage id="notifications.settings.title" defaultMessage="E-mail notifications" />
        </h2>
        <p className="text-sm text-base-content/75">
          <FormattedMessage
            id="notifications.settings.intro"
            defaultMessage="Everything shows under the bell; choose what also comes by e-mail."
          />
        </p>
        {preferences.isError && (
          <p className="text-sm text-danger">
            <FormattedMessage
              id="notifications.settings.failed"
              defaultMessage="Could not load your e-mail choices."
            />
          </p>
        )}
        {preferences.data && (
          <fieldset className="flex flex-col gap-2">
            <legend className="sr-only">
              <FormattedMessage id="notifications.settings.legend" defaultMessage="E-mail me when" />
            </legend>
            {preferences.data
              .filter(({ kind }) => applies(kind))
              .map(({ kind, email }) => (
                <label key={kind} className="flex cursor-pointer items-center gap-3">
                  <input
                    type="checkbox"
                    className="checkbox checkbox-sm"
                    checked={shown[kind] ?? email}
                    onChange={(event) => {
                      const change = { kind, email: event.target.checked };
                      setShown((current) => ({ ...current, [kind]: change.email }));
                      save.mutate(change);
                    }}
                  />
                  <span>
                    <FormattedMessage {...NOTIFICATION_KIND_MESSAGES[kind]} />
                  </span>
                </label>
              ))}
          </fieldset>
        )}
      </div>
    </section>
  );
}
