import { UnsubscribeSchema } from '@refocus/contract';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { ConfirmLinkAction } from '../../../components/confirm-link-action';
import { unsubscribe } from '../api/notifications';
import { NOTIFICATION_KIND_MESSAGES } from '../kind-labels';

const settings = (chunks: ReactNode[]) => (
  <Link to="/dashboard/settings" className="link">
    {chunks}
  </Link>
);

/** `/unsubscribe?user=&kind=&token=`: a notification e-mail's link turns that kind of e-mail off. */
export default function UnsubscribeRoute() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const link = UnsubscribeSchema.safeParse(Object.fromEntries(params));
  return (
    <ConfirmLinkAction
      title={intl.formatMessage({ id: 'notifications.unsubscribe.title', defaultMessage: 'Unsubscribe' })}
      link={link.success ? link.data : null}
      act={unsubscribe}
      incomplete={
        <FormattedMessage
          id="notifications.unsubscribe.incomplete"
          defaultMessage="This unsubscribe link is incomplete. Change your e-mails in <link>Account Settings</link>."
          values={{ link: settings }}
        />
      }
      question={({ kind }) =>
        intl.formatMessage(
          { id: 'notifications.unsubscribe.question', defaultMessage: 'Stop e-mails about “{kind}”?' },
          { kind: intl.formatMessage(NOTIFICATION_KIND_MESSAGES[kind]) },
        )
      }
      done={(_answer, { kind }) => (
        <FormattedMessage
          id="notifications.unsubscribe.done"
          defaultMessage="Done: no more e-mails about “{kind}”. They still show under the bell, and you can turn them back on in <link>Account Settings</link>."
          values={{ kind: intl.formatMessage(NOTIFICATION_KIND_MESSAGES[kind]), link: settings }}
        />
      )}
      button={intl.formatMessage({
        id: 'notifications.unsubscribe.button',
        defaultMessage: 'Stop these e-mails',
      })}
    />
  );
}
