import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { AppError, type ErrorMessage } from '../../errors/app-error.js';
import { productsErrors } from './products-errors.js';

/** The position of a row in a sorted list: its sort value and its `seq` tie-breaker. */
export type SortKey = [string | number, number];

export interface CursorPosition {
  /** `after`: the page after this row; `before`: the page before it. */
  direction: 'after' | 'before';
  key: SortKey;
}

interface CursorPayload {
  /** Digest of the list it belongs to: filters and sort. */
  l: string;
  d: 'a' | 'b';
  k: SortKey;
}

/**
 * Opaque keyset cursors (decision 007): a position in one particular list, signed so a
 * client can neither forge nor edit one, and bound to the filters and sort it came from.
 * Anything else answers 400 naming `cursor`.
 */
export class ListingCursors {
  private readonly key: Buffer;

  constructor(secret?: Uint8Array) {
    // Instances that share TOKEN_SECRET accept each other's cursors.
    this.key = secret
      ? createHmac('sha256', secret).update('refocus listing cursor').digest()
      : randomBytes(32);
  }

  /** A short, stable name for a list: the same filters and sort give the same name. */
  listId(list: unknown): string {
    return createHash('sha256').update(JSON.stringify(list)).digest('base64url').slice(0, 16);
  }

  encode(listId: string, position: CursorPosition): string {
    const payload: CursorPayload = {
      l: listId,
      d: position.direction === 'after' ? 'a' : 'b',
      k: position.key,
    };
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${body}.${this.sign(body)}`;
  }

  decode(cursor: string, listId: string): CursorPosition {
    const [body, signature, extra] = cursor.split('.');
    if (!body || !signature || extra !== undefined || !this.verify(body, signature)) {
      throw invalid(productsErrors.cursorNotOurs);
    }
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as CursorPayload;
    if (payload.l !== listId) {
      throw invalid(productsErrors.cursorOtherList);
    }
    return { direction: payload.d === 'a' ? 'after' : 'before', key: payload.k };
  }

  private sign(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url').slice(0, 22);
  }

  private verify(body: string, signature: string): boolean {
    const expected = Buffer.from(this.sign(body));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}

const invalid = (message: ErrorMessage) => new AppError('validation-failed', message, 'cursor');
