import { LinkTokens } from '../../shared/link-tokens.js';

/**
 * The token in an alert e-mail's unsubscribe link (decision 035, as decision 033 does for
 * notifications): signed over the saved search's id under a purpose of its own. It needs no
 * sign-in, never expires, and can only pause that one search.
 */
export class SavedSearchTokens {
  private readonly tokens: LinkTokens;

  constructor(secret: Uint8Array) {
    this.tokens = new LinkTokens(secret, 'refocus saved search unsubscribe links');
  }

  sign(savedSearchId: string): string {
    return this.tokens.sign(savedSearchId);
  }

  verify(savedSearchId: string, token: string): boolean {
    return this.tokens.verify(token, savedSearchId);
  }
}
