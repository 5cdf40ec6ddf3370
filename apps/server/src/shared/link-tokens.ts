import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Tokens for links that act without signing in (an e-mail's unsubscribe link): an HMAC of the
 * link's parts under a key derived from the token secret and the link's purpose, so a token
 * made for one purpose is never valid for another. They do not expire; what a link may do is
 * kept small by the route that takes it.
 */
export class LinkTokens {
  private readonly key: Buffer;

  constructor(secret: Uint8Array, purpose: string) {
    this.key = createHmac('sha256', secret).update(purpose).digest();
  }

  sign(...parts: string[]): string {
    return createHmac('sha256', this.key).update(parts.join('\n')).digest('base64url');
  }

  verify(token: string, ...parts: string[]): boolean {
    const expected = Buffer.from(this.sign(...parts));
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
