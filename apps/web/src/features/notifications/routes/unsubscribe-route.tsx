import { NOTIFICATION_KIND_LABELS, UnsubscribeSchema } from '@refocus/contract';
import { Link, useSearchParams } from 'react-router';
import { ConfirmLinkAction } from '../../../components/confirm-link-action';
import { unsubscribe } from '../api/notifications';

const settings = (
  <Link to="/dashboard/settings" className="link">
    Account Settings
  </Link>
);

/** `/unsubscribe?user=&kind=&token=`: a notification e-mail's link turns that kind of e-mail off. */
export default function UnsubscribeRoute() {
  const [params] = useSearchParams();
  const link = UnsubscribeSchema.safeParse(Object.fromEntries(params));
  return (
    <ConfirmLinkAction
      title="Unsubscribe"
      link={link.success ? link.data : null}
      act={unsubscribe}
      incomplete={<>This unsubscribe link is incomplete. Change your e-mails in {settings}.</>}
      question={({ kind }) => `Stop e-mails about “${NOTIFICATION_KIND_LABELS[kind]}”?`}
      done={(_answer, { kind }) => (
        <>
          Done: no more e-mails about “{NOTIFICATION_KIND_LABELS[kind]}”. They still show under the bell, and
          you can turn them back on in {settings}.
        </>
      )}
      button="Stop these e-mails"
    />
  );
}
