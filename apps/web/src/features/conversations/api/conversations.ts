import {
  type ChatMessage,
  type Conversation,
  type ConversationSummary,
  DEFAULT_PAGE_SIZE,
  type UnreadCount,
} from '@refocus/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiBlob, apiList, apiRequest, type ListPage } from '../../../lib/api-client';

/** Every query here starts with `conversations`: a live `message-received` refreshes them all. */
export const CONVERSATIONS_KEY = 'conversations';

/** Where a thread begins: a listing the caller asks about, or a booking. */
export type ConversationSubject = { productId: string } | { orderId: string };

/** `GET /api/conversations`: the caller's threads, the latest message first. */
export const inboxQuery = (uid: string, page: number, limit = DEFAULT_PAGE_SIZE) =>
  queryOptions<ListPage<ConversationSummary>>({
    queryKey: [CONVERSATIONS_KEY, 'inbox', uid, { page, limit }],
    queryFn: ({ signal }) => apiList('/conversations', { signal, query: { page, limit } }),
  });

/** `GET /api/conversations/{id}`: one thread with its messages. */
export const conversationQuery = (uid: string, id: string) =>
  queryOptions<Conversation>({
    queryKey: [CONVERSATIONS_KEY, 'thread', uid, id],
    queryFn: ({ signal }) => apiRequest(`/conversations/${encodeURIComponent(id)}`, { signal }),
  });

/** `GET /api/conversations/unread`: the navbar's and the drawer's count. */
export const unreadQuery = (uid: string) =>
  queryOptions<UnreadCount>({
    queryKey: [CONVERSATIONS_KEY, 'unread', uid],
    queryFn: ({ signal }) => apiRequest('/conversations/unread', { signal }),
  });

/** `GET /api/conversations/find`: the thread of a listing or a booking, if there is one yet. */
export const findConversationQuery = (uid: string, subject: ConversationSubject) =>
  queryOptions<{ conversationId: string | null }>({
    queryKey: [CONVERSATIONS_KEY, 'find', uid, subject],
    queryFn: ({ signal }) => apiRequest('/conversations/find', { signal, query: subject }),
  });

/** `POST /api/conversations`: the first message about a listing or a booking; answers the thread with it alone. */
export function startConversation(subject: ConversationSubject, text: string): Promise<Conversation> {
  return apiRequest('/conversations', { method: 'POST', body: { ...subject, text } });
}

/** `POST /api/conversations/{id}/messages`: answers the message sent. */
export function sendMessage(id: string, text: string): Promise<ChatMessage> {
  return apiRequest(`/conversations/${encodeURIComponent(id)}/messages`, { method: 'POST', body: { text } });
}

/** `POST /api/conversations/{id}/photos`: one photo, re-encoded by the server like every photo; answers the message. */
export function sendPhoto(id: string, file: File): Promise<ChatMessage> {
  const body = new FormData();
  body.append('image', file);
  return apiRequest(`/conversations/${encodeURIComponent(id)}/photos`, { method: 'POST', body });
}

/** A message's photo, fetched with the access token: the server serves it to the thread's people only. */
export function fetchMessagePhoto(photoUrl: string, signal: AbortSignal): Promise<Blob> {
  return apiBlob(photoUrl, { signal });
}

/** `PUT /api/conversations/{id}/read`: answers what is left unread. */
export function markConversationRead(id: string): Promise<UnreadCount> {
  return apiRequest(`/conversations/${encodeURIComponent(id)}/read`, { method: 'PUT' });
}
