import type { ConversationSummary } from '@refocus/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PagedList } from '../../../components/paged-list';
import { useFormat } from '../../../lib/i18n/use-format';
import { useAuth } from '../../../lib/use-auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePagedList } from '../../../lib/use-paged-list';
import { inboxQuery } from '../api/conversations';
import { counterpartOf, subjectOf } from '../components/conversation-title';

/** `/dashboard/messages`: the caller's conversations, the latest message first (issue 15). */
export default function MessagesRoute() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'conversations.inbox.title', defaultMessage: 'Messages' }));
  const { user } = useAuth();
  const list = usePagedList((page) => inboxQuery(user?.uid ?? '', page), { enabled: Boolean(user) });

  return (
    <div className="max-w-3xl">
      <h1 className="mb-6 text-3xl font-bold tracking-tight">
        <FormattedMessage id="conversations.inbox.heading" defaultMessage="Messages" />
      </h1>
      <PagedList
        list={list}
        failure={intl.formatMessage({
          id: 'conversations.inbox.failure',
          defaultMessage: 'Could not load your messages',
        })}
        skeletonRows={3}
        empty={
          <EmptyState
            title={intl.formatMessage({
              id: 'conversations.inbox.emptyTitle',
              defaultMessage: 'No conversations yet',
            })}
          >
            <FormattedMessage
              id="conversations.inbox.emptyText"
              defaultMessage="Ask a seller about a camera from its page, or write about a booking from My Orders."
            />
          </EmptyState>
        }
      >
        {(conversations) => (
          <ul
            aria-label={intl.formatMessage({
              id: 'conversations.inbox.list',
              defaultMessage: 'Your conversations',
            })}
            className="flex flex-col gap-3"
          >
            {conversations.map((conversation) => (
              <InboxItem key={conversation.id} conversation={conversation} />
            ))}
          </ul>
        )}
      </PagedList>
    </div>
  );
}

function InboxItem({ conversation }: { conversation: ConversationSummary }) {
  const intl = useIntl();
  const { date } = useFormat();
  const last = conversation.lastMessage;
  const unread = conversation.unread;
  return (
    <li className="rounded-box border border-base-300 bg-base-100 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-semibold">
          <Link to={`/dashboard/messages/${conversation.id}`} className="link-hover">
            {counterpartOf(conversation, intl)}
            {unread > 0 && (
              <span className="sr-only">
                <FormattedMessage
                  id="conversations.inbox.unread"
                  defaultMessage=", {count} unread"
                  values={{ count: unread }}
                />
              </span>
            )}
          </Link>
        </h2>
        <p className="text-xs text-base-content/75">{date(conversation.updatedAt)}</p>
      </div>
      <p className="text-sm text-base-content/75">{subjectOf(conversation, intl)}</p>
      {last && (
        <p className={`mt-1 line-clamp-2 text-sm ${unread > 0 ? 'font-semibold' : ''}`}>
          {last.senderRole === conversation.myRole ? (
            <FormattedMessage
              id="conversations.inbox.mine"
              defaultMessage="You: {text}"
              values={{ text: last.text }}
            />
          ) : (
            last.text
          )}
        </p>
      )}
      {unread > 0 && (
        <span className="badge badge-sm badge-primary mt-2" aria-hidden="true">
          <FormattedMessage
            id="conversations.inbox.new"
            defaultMessage="{count} new"
            values={{ count: unread }}
          />
        </span>
      )}
    </li>
  );
}
