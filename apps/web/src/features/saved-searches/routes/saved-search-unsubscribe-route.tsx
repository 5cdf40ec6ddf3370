import { SavedSearchUnsubscribeSchema } from '@refocus/contract';
import { Link, useSearchParams } from 'react-router';
import { ConfirmLinkAction } from '../../../components/confirm-link-action';
import { SAVED_SEARCHES_PATH, unsubscribeSavedSearch } from '../api/saved-searches';

const savedSearches = (
  <Link to={SAVED_SEARCHES_PATH} className="link">
    Saved Searches
  </Link>
);

/**
 * `/saved-searches/unsubscribe?id=&token=`: an alert e-mail's link (decision 035) pauses that
 * one saved search, without signing in.
 */
export default function SavedSearchUnsubscribeRoute() {
  const [params] = useSearchParams();
  const link = SavedSearchUnsubscribeSchema.safeParse(Object.fromEntries(params));
  return (
    <ConfirmLinkAction
      title="Stop saved-search e-mails"
      link={link.success ? link.data : null}
      act={unsubscribeSavedSearch}
      incomplete={<>This unsubscribe link is incomplete. Manage your alerts in {savedSearches}.</>}
      question={() => 'Stop the e-mails about new listings for this saved search?'}
      done={(answer) => (
        <>
          Done: “{answer.name}” is paused and sends no more e-mails. You can resume it in {savedSearches}.
        </>
      )}
      button="Stop these e-mails"
    />
  );
}
