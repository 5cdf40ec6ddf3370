import type { NotificationKind } from '@refocus/contract';
import { LinkTokens } from '../../shared/link-tokens.js';

/**
 * The token in a notification e-mail's unsubscribe link (decision 033): signed over the person
 * and the kind, so the link works without signing in and cannot be made for anyone else or
 * another kind. It never expires: an old e-mail's link must keep working (RFC 8058 asks the
 * same of one-click links); all it can do is turn one kind of e-mail off.
 */
export class UnsubscribeTokens {
  private readonly tokens: LinkTokens;

  constructor(secret: Uint8Array) {
    this.tokens = new LinkTokens(secret, 'refocus unsubscribe links');
  }

  sign(userId: string, kind: NotificationKind): string {
    return this.tokens.sign(userId, kind);
  }

  verify(userId: string, kind: NotificationKind, token: string): boolean {
    return this.tokens.verify(token, userId, kind);
  }
}
