import { SavedSearchUnsubscribeSchema } from '@refocus/contract';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { ConfirmLinkAction } from '../../../components/confirm-link-action';
import { SAVED_SEARCHES_PATH, unsubscribeSavedSearch } from '../api/saved-searches';

const savedSearches = (chunks: ReactNode[]) => (
  <Link to={SAVED_SEARCHES_PATH} className="link">
    {chunks}
  </Link>
);

/**
 * `/saved-searches/unsubscribe?id=&token=`: an alert e-mail's link (decision 035) pauses that
 * one saved search, without signing in.
 */
export default function SavedSearchUnsubscribeRoute() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const link = SavedSearchUnsubscribeSchema.safeParse(Object.fromEntries(params));
  return (
    <ConfirmLinkAction
      title={intl.formatMessage({
        id: 'savedSearches.unsubscribe.title',
        defaultMessage: 'Stop saved-search e-mails',
      })}
      link={link.success ? link.data : null}
      act={unsubscribeSavedSearch}
      incomplete={
        <FormattedMessage
          id="savedSearches.unsubscribe.incomplete"
          defaultMessage="This unsubscribe link is incomplete. Manage your alerts in <link>Saved Searches</link>."
          values={{ link: savedSearches }}
        />
      }
      question={() =>
        intl.formatMessage({
          id: 'savedSearches.unsubscribe.question',
          defaultMessage: 'Stop the e-mails about new listings for this saved search?',
        })
      }
      done={(answer) => (
        <FormattedMessage
          id="savedSearches.unsubscribe.done"
          defaultMessage="Done: “{name}” is paused and sends no more e-mails. You can resume it in <link>Saved Searches</link>."
          values={{ name: answer.name, link: savedSearches }}
        />
      )}
      button={intl.formatMessage({
        id: 'savedSearches.unsubscribe.button',
        defaultMessage: 'Stop these e-mails',
      })}
    />
  );
}
