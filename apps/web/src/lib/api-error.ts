import type { ErrorCode } from '@refocus/contract';

/** Codes the client itself produces when no error body came back from the server. */
type ClientErrorCode = 'network-error' | 'invalid-response';

/** An API failure rebuilt from the server's `{"error":{"code","message","field"?}}` body. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ErrorCode | ClientErrorCode;
  readonly field: string | undefined;
  /** What finishes a half-done sign-in: a second factor is owed, or a password links Google. */
  readonly challenge: string | undefined;

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
}
