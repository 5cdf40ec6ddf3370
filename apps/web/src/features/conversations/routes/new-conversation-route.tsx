import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { useAuth } from '../../../lib/use-auth';
import { usePageTitle } from '../../../lib/use-page-title';
import {
  CONVERSATIONS_KEY,
  type ConversationSubject,
  findConversationQuery,
  startConversation,
} from '../api/conversations';
import { MessageComposer } from '../components/message-composer';
import { QuestionSubject } from '../components/question-subject';

/**
 * `/dashboard/messages/new?productId=…` ("Ask the seller") or `?orderId=…` (from a booking):
 * the thread there is already, or a first message that opens it (decision 026).
 */
export default function NewConversationRoute() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const orderId = params.get('orderId');
  const productId = params.get('productId');
  const subject: ConversationSubject | null = orderId ? { orderId } : productId ? { productId } : null;
  usePageTitle(
    orderId
      ? intl.formatMessage({
          id: 'conversations.new.titleBooking',
          defaultMessage: 'Message about a booking',
        })
      : intl.formatMessage({ id: 'conversations.new.titleQuestion', defaultMessage: 'Ask the seller' }),
  );
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const found = useQuery({
    ...findConversationQuery(user?.uid ?? '', subject ?? { productId: '' }),
    enabled: user !== null && subject !== null,
  });

  if (!subject) return <Navigate to="/dashboard/messages" replace />;
  if (found.data?.conversationId) {
    return <Navigate to={`/dashboard/messages/${found.data.conversationId}`} replace />;
  }
  const send = async (text: string) => {
    const opened = await startConversation(subject, text);
    await queryClient.invalidateQueries({ queryKey: [CONVERSATIONS_KEY] });
    navigate(`/dashboard/messages/${opened.id}`, { replace: true });
  };

  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <h1 className="text-3xl font-bold tracking-tight">
        {orderId ? (
          <FormattedMessage
            id="conversations.new.headingBooking"
            defaultMessage="Message about your booking"
          />
        ) : (
          <FormattedMessage id="conversations.new.headingQuestion" defaultMessage="Ask the seller" />
        )}
      </h1>
      {productId && !orderId && <QuestionSubject productId={productId} />}
      {found.error ? (
        <ErrorAlert
          message={intl.formatMessage(
            { id: 'conversations.new.failure', defaultMessage: 'Could not open this conversation: {reason}' },
            { reason: found.error.message },
          )}
          onRetry={found.refetch}
        />
      ) : found.isPending ? (
        <p className="text-base-content/75">
          <FormattedMessage id="conversations.new.looking" defaultMessage="Looking for your conversation…" />
        </p>
      ) : (
        <>
          <p className="text-base-content/75">
            <FormattedMessage
              id="conversations.new.explain"
              defaultMessage="Your first message starts the conversation; the other side is told at once and by e-mail. Phone numbers and meeting places stay in the booking, not here."
            />
          </p>
          <MessageComposer onSend={send} />
        </>
      )}
    </div>
  );
}
