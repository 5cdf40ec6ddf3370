import type { ChatMessage, Conversation } from '@refocus/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { useAuth } from '../../../lib/use-auth';
import { usePageTitle } from '../../../lib/use-page-title';
import {
  CONVERSATIONS_KEY,
  conversationQuery,
  markConversationRead,
  sendMessage,
  sendPhoto,
} from '../api/conversations';
import { counterpartOf, subjectOf } from '../components/conversation-title';
import { MessageComposer } from '../components/message-composer';
import { MessageList } from '../components/message-list';

/**
 * `/dashboard/messages/{id}`: one conversation. New messages from the other side arrive by
 * the live event stream (app/live-updates refreshes this query); what is shown is marked read.
 */
export default function ConversationRoute() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const thread = useQuery({ ...conversationQuery(user?.uid ?? '', id), enabled: user !== null });
  const conversation = thread.data;
  usePageTitle(
    conversation
      ? intl.formatMessage(
          { id: 'conversations.thread.title', defaultMessage: 'Messages with {other}' },
          { other: counterpartOf(conversation, intl) },
        )
      : intl.formatMessage({ id: 'conversations.thread.titleLoading', defaultMessage: 'Messages' }),
  );

  const unread = conversation?.unread ?? 0;
  const canRead = conversation !== undefined && conversation.myRole !== 'admin';
  useEffect(() => {
    if (!canRead || unread === 0) return;
    markConversationRead(id).then(
      () => void queryClient.invalidateQueries({ queryKey: [CONVERSATIONS_KEY] }),
      () => undefined,
    );
  }, [canRead, unread, id, queryClient]);

  if (!conversation) {
    return thread.error ? (
      <ErrorAlert
        message={intl.formatMessage(
          {
            id: 'conversations.thread.failure',
            defaultMessage: 'Could not load this conversation: {reason}',
          },
          { reason: thread.error.message },
        )}
        onRetry={thread.refetch}
      />
    ) : (
      <p className="flex items-center gap-2 text-base-content/75">
        <span className="loading loading-spinner loading-sm" aria-hidden="true" />
        <FormattedMessage id="conversations.thread.loading" defaultMessage="Loading the conversation…" />
      </p>
    );
  }

  // A send answers the message alone: it joins the thread shown, and the inbox is read again.
  const show = (sent: ChatMessage) => {
    queryClient.setQueryData<Conversation>(conversationQuery(user?.uid ?? '', id).queryKey, (shown) =>
      shown && !shown.messages.some((m) => m.id === sent.id)
        ? { ...shown, messages: [...shown.messages, sent], lastMessage: sent, updatedAt: sent.createdAt }
        : shown,
    );
    void queryClient.invalidateQueries({ queryKey: [CONVERSATIONS_KEY, 'inbox'] });
  };
  const send = async (text: string) => show(await sendMessage(id, text));
  const sendAPhoto = async (file: File) => show(await sendPhoto(id, file));

  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <div>
        <p className="text-sm">
          <Link to="/dashboard/messages" className="link">
            <FormattedMessage id="conversations.thread.back" defaultMessage="All messages" />
          </Link>
        </p>
        <h1 className="text-3xl font-bold tracking-tight">{counterpartOf(conversation, intl)}</h1>
        <p className="text-base-content/75">
          {conversation.product.removed ? (
            subjectOf(conversation, intl)
          ) : (
            <Link to={`/products/${conversation.product.id}`} className="link-hover">
              {subjectOf(conversation, intl)}
            </Link>
          )}
        </p>
      </div>
      <MessageList conversation={conversation} />
      {conversation.myRole === 'admin' ? (
        <p className="rounded-box bg-base-200 p-4 text-sm">
          <FormattedMessage
            id="conversations.thread.admin"
            defaultMessage="You read this conversation as an admin; only its two people write."
          />
        </p>
      ) : conversation.readOnlyReason ? (
        <p className="rounded-box bg-base-200 p-4 text-sm">{conversation.readOnlyReason}</p>
      ) : (
        <MessageComposer onSend={send} onSendPhoto={sendAPhoto} />
      )}
    </div>
  );
}
