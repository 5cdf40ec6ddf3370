import type { ErrorCode } from '@refocus/contract';

/** Codes the client itself produces when no error body came back from the server. */
type ClientErrorCode = 'network-error' | 'invalid-response';

/**
 * Which of the client's own failures this is, when no server words came with it (decision 070):
 * the page says it in its language by this code (lib/i18n/error-text.ts); `message` keeps the English.
 */
export type ClientFailure =
  | 'network'
  | 'bad-answer'
  | 'bad-shape'
  | 'unexpected-answer'
  | 'request-failed'
  | 'upload-failed';

/** An API failure rebuilt from the server's `{"error":{"code","message","field"?}}` body. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ErrorCode | ClientErrorCode;
  readonly field: string | undefined;
  /** What finishes a half-done sign-in: a second factor is owed, or a password links Google. */
  readonly challenge: string | undefined;
  /** Set on the client's own failures only: what the page says instead of the English `message`. */
  clientFailure: ClientFailure | undefined;

  constructor(
    status: number,
    code: ErrorCode | ClientErrorCode,
    message: string,
    field?: string,
    challenge?: string,
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.field = field;
    this.challenge = challenge;
  }

  /** One of the client's own failures (no words from the server), with its code for the page. */
  static client(
    status: number,
    code: ClientErrorCode | ErrorCode,
    failure: ClientFailure,
    message: string,
  ): ApiError {
    const error = new ApiError(status, code, message);
    error.clientFailure = failure;
    return error;
  }
}
