import { describe, expect, it } from 'vitest';
import { accepted, refusedPaths } from '../test/parse-checks.js';
import {
  ChatMessageSchema,
  ConversationListSchema,
  ConversationRoleSchema,
  ConversationSchema,
  ConversationSummarySchema,
  FindConversationQuerySchema,
  FoundConversationSchema,
  MESSAGE_MAX_LENGTH,
  MessageTextSchema,
  SendMessageSchema,
  StartConversationSchema,
  UnreadCountSchema,
} from './conversation.js';

describe('MessageTextSchema and SendMessageSchema', () => {
  it('trims a message and keeps its line breaks', () => {
    expect(accepted(SendMessageSchema, { text: '  Is the shutter OK?\nThanks ' })).toEqual({
      text: 'Is the shutter OK?\nThanks',
    });
    expect(MessageTextSchema.safeParse('m'.repeat(MESSAGE_MAX_LENGTH)).success).toBe(true);
  });

  it('refuses a blank, too long, missing or control-character message', () => {
    expect(MessageTextSchema.safeParse('  ').error?.issues[0]?.message).toBe('text must not be empty');
    expect(MessageTextSchema.safeParse('m'.repeat(MESSAGE_MAX_LENGTH + 1)).error?.issues[0]?.message).toBe(
      `text must be at most ${MESSAGE_MAX_LENGTH} characters`,
    );
    expect(refusedPaths(SendMessageSchema, {})).toEqual([['text']]);
    expect(refusedPaths(SendMessageSchema, { text: 'hi\u0000' })).toEqual([['text']]);
  });
});

describe('StartConversationSchema', () => {
  it('accepts a first message about a listing or about a booking', () => {
    expect(accepted(StartConversationSchema, { productId: 'p1', text: ' Hello ' })).toEqual({
      productId: 'p1',
      text: 'Hello',
    });
    expect(accepted(StartConversationSchema, { orderId: 'o1', text: 'Hello' })).toEqual({
      orderId: 'o1',
      text: 'Hello',
    });
  });

  it('refuses both ids or neither, on productId', () => {
    const both = StartConversationSchema.safeParse({ productId: 'p1', orderId: 'o1', text: 'Hello' });
    expect(both.error?.issues.map((issue) => issue.path)).toEqual([['productId']]);
    expect(both.error?.issues[0]?.message).toBe('give either productId or orderId');
    expect(refusedPaths(StartConversationSchema, { text: 'Hello' })).toEqual([['productId']]);
  });

  it('refuses a too long id and an empty text', () => {
    expect(refusedPaths(StartConversationSchema, { orderId: 'o'.repeat(65), text: 'Hello' })).toContainEqual([
      'orderId',
    ]);
    expect(refusedPaths(StartConversationSchema, { productId: 'p1', text: '' })).toEqual([['text']]);
  });
});

describe('FindConversationQuerySchema and FoundConversationSchema', () => {
  it('accepts exactly one of the two ids', () => {
    expect(accepted(FindConversationQuerySchema, { orderId: 'o1' })).toEqual({ orderId: 'o1' });
    expect(refusedPaths(FindConversationQuerySchema, {})).toEqual([['productId']]);
    expect(refusedPaths(FindConversationQuerySchema, { productId: 'p1', orderId: 'o1' })).toEqual([
      ['productId'],
    ]);
  });

  it('answers a conversation id or null', () => {
    expect(accepted(FoundConversationSchema, { conversationId: null })).toEqual({ conversationId: null });
    expect(accepted(FoundConversationSchema, { conversationId: 'c1' })).toEqual({ conversationId: 'c1' });
    expect(refusedPaths(FoundConversationSchema, {})).toEqual([['conversationId']]);
  });
});

describe('conversation answers', () => {
  const message = {
    id: 'm1',
    text: 'Is it still available?',
    senderRole: 'buyer',
    createdAt: '2026-01-02T10:00:00.000Z',
    photoUrl: null,
    removed: false,
  };
  const summary = {
    id: 'c1',
    product: { id: 'p1', name: 'Sony A7 III', removed: false },
    buyerName: 'Bea',
    sellerName: 'Sam',
    myRole: 'admin',
    booking: { orderId: 'o1', status: 'accepted' },
    readOnlyReason: null,
    lastMessage: message,
    unread: 1,
    updatedAt: '2026-01-02T10:00:00.000Z',
  };

  it('ConversationRoleSchema is buyer or seller, never admin', () => {
    expect(ConversationRoleSchema.safeParse('seller').success).toBe(true);
    expect(ConversationRoleSchema.safeParse('admin').success).toBe(false);
  });

  it('ChatMessageSchema accepts a text or photo message and refuses an admin sender', () => {
    expect(accepted(ChatMessageSchema, message)).toEqual(message);
    const photo = { ...message, text: '', photoUrl: 'https://refocus.example/images/m.webp' };
    expect(accepted(ChatMessageSchema, photo)).toEqual(photo);
    expect(refusedPaths(ChatMessageSchema, { ...message, senderRole: 'admin' })).toEqual([['senderRole']]);
  });

  it('ConversationSummarySchema accepts a thread with and without a booking or messages', () => {
    expect(accepted(ConversationSummarySchema, summary)).toEqual(summary);
    const bare = {
      ...summary,
      myRole: 'buyer',
      booking: null,
      lastMessage: null,
      readOnlyReason: 'Listing removed',
    };
    expect(accepted(ConversationListSchema, [bare])).toEqual([bare]);
  });

  it('ConversationSummarySchema refuses an unknown booking status or a fractional unread count', () => {
    expect(
      refusedPaths(ConversationSummarySchema, { ...summary, booking: { orderId: 'o1', status: 'paid' } }),
    ).toEqual([['booking', 'status']]);
    expect(refusedPaths(ConversationSummarySchema, { ...summary, unread: 0.5 })).toEqual([['unread']]);
  });

  it('ConversationSchema adds the messages', () => {
    expect(accepted(ConversationSchema, { ...summary, messages: [message] }).messages).toEqual([message]);
    expect(refusedPaths(ConversationSchema, summary)).toEqual([['messages']]);
    expect(
      refusedPaths(ConversationSchema, { ...summary, messages: [{ ...message, removed: 'no' }] }),
    ).toEqual([['messages', 0, 'removed']]);
  });

  it('UnreadCountSchema wants a whole number', () => {
    expect(accepted(UnreadCountSchema, { unread: 3 })).toEqual({ unread: 3 });
    expect(refusedPaths(UnreadCountSchema, { unread: '3' })).toEqual([['unread']]);
  });
});
