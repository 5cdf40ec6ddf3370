import type { ChatMessage, Conversation } from '@refocus/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { ReportButton } from '../../../components/report/report-button';
import { MessagePhoto } from './message-photo';

const TIME = { dateStyle: 'medium', timeStyle: 'short' } as const;

/**
 * A thread's messages, oldest first. The list is a polite live region: a screen reader
 * announces a message that arrives while the thread is open, without moving the focus.
 * The shop's own lines about an offer or a meeting (issue 45, item 5) sit between the bubbles,
 * centred and quiet: nobody said them, so they have no sender and cannot be reported.
 */
export function MessageList({ conversation }: { conversation: Conversation }) {
  const intl = useIntl();
  const nameOf = (role: 'buyer' | 'seller') =>
    role === conversation.myRole
      ? intl.formatMessage({ id: 'conversations.thread.you', defaultMessage: 'You' })
      : role === 'buyer'
        ? conversation.buyerName
        : conversation.sellerName;
  if (conversation.messages.length === 0) {
    return (
      <p className="text-base-content/75">
        <FormattedMessage id="conversations.thread.empty" defaultMessage="No messages yet." />
      </p>
    );
  }
  return (
    <ol
      aria-label={intl.formatMessage({ id: 'conversations.thread.list', defaultMessage: 'Messages' })}
      aria-live="polite"
      className="flex flex-col gap-3"
    >
      {conversation.messages.map((message) => {
        if (message.senderRole === 'system') return <SystemLine key={message.id} message={message} />;
        const mine = message.senderRole === conversation.myRole;
        return (
          <li key={message.id} className={`chat ${mine ? 'chat-end' : 'chat-start'}`}>
            <div className="chat-header text-sm">
              <span className="font-semibold">{nameOf(message.senderRole)}</span>{' '}
              <time dateTime={message.createdAt} className="text-xs text-base-content/75">
                {intl.formatDate(message.createdAt, TIME)}
              </time>
            </div>
            <div
              className={`chat-bubble whitespace-pre-wrap break-words ${mine ? 'chat-bubble-primary' : ''} ${message.removed ? 'italic opacity-75' : ''}`}
            >
              {message.photoUrl && (
                <MessagePhoto
                  url={message.photoUrl}
                  alt={intl.formatMessage(
                    { id: 'conversations.thread.photoAlt', defaultMessage: 'Shared by {name}' },
                    { name: nameOf(message.senderRole) },
                  )}
                />
              )}
              {message.text}
            </div>
            {/* Only the other side's messages, by one of the two people; admins judge, not report. */}
            {!mine && !message.removed && conversation.myRole !== 'admin' && (
              <div className="chat-footer">
                <ReportButton
                  kind="message"
                  targetId={message.id}
                  ariaLabel={intl.formatMessage(
                    { id: 'conversations.thread.report', defaultMessage: 'Report message from {name}' },
                    { name: nameOf(message.senderRole) },
                  )}
                  className="btn btn-ghost btn-xs text-base-content/75"
                />
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}

function SystemLine({ message }: { message: ChatMessage }) {
  const intl = useIntl();
  return (
    <li className="my-1 flex flex-col items-center text-center text-sm text-base-content/75">
      <p className="max-w-prose rounded-box bg-base-200 px-3 py-1 italic break-words">{message.text}</p>
      <time dateTime={message.createdAt} className="text-xs">
        {intl.formatDate(message.createdAt, TIME)}
      </time>
    </li>
  );
}
