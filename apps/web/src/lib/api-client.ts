import {
  type ErrorBody,
  type ErrorCode,
  SEARCH_SUGGESTION_HEADER,
  TOTAL_COUNT_CAPPED_HEADER,
  TOTAL_COUNT_ESTIMATED_HEADER,
  TOTAL_COUNT_HEADER,
  type TotalKind,
} from '@refocus/contract';
import { getAccessToken, reportSessionRejected } from './access-token';
import { ApiError } from './api-error';

/** A query value; a list repeats its key (`grade=a&grade=b`). */
export type QueryValue = string | number | boolean | undefined | null | readonly string[];

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** JSON-encoded, or sent as is when it is `FormData` (the browser sets the multipart type). */
  body?: unknown;
  signal?: AbortSignal;
  /** Send no `Authorization` header even when signed in (the identity endpoints themselves). */
  anonymous?: boolean;
  /** Let the request finish when the page unloads (fetch's `keepalive`); bodies under 64 KiB only. */
  keepalive?: boolean;
  /** Validates the answer, e.g. `ProductListSchema.parse`; without it the JSON is trusted. */
  parse?: (data: unknown) => T;
}

/** A page of a list endpoint: the bare array plus the total from `X-Total-Count`. */
export interface ListPage<T> {
  items: T[];
  total: number;
  /** Counted, a lower bound (`X-Total-Count-Capped`) or an estimate (`X-Total-Count-Estimated`). */
  totalKind: TotalKind;
  /** The `cursor` of the Link header's next and prev pages, on lists that give one. */
  nextCursor?: string;
  prevCursor?: string;
  /** A corrected query that finds more (`X-Search-Suggestion`, decision 066): "Did you mean". */
  suggestion?: string;
}

/** The `cursor` query value of the Link header's `rel` target, if it has one. */
function linkCursor(link: string | null, rel: 'next' | 'prev'): string | undefined {
  const target = link?.split(',').find((part) => part.includes(`rel="${rel}"`));
  const url = target && /<([^>]*)>/.exec(target)?.[1];
  return url ? (new URL(url, 'http://link.invalid').searchParams.get('cursor') ?? undefined) : undefined;
}

const API_BASE = '/api';

/** How requests leave: the browser's fetch, or on the server the app itself (entry-server). */
export type ApiFetch = (url: string, init: RequestInit) => Promise<Response>;

let apiFetch: ApiFetch = (url, init) => fetch(url, init);

/** Sends this module's requests through `next`: server rendering answers them in-process. */
export function setApiFetch(next: ApiFetch): void {
  apiFetch = next;
}

function apiUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (Array.isArray(value)) for (const one of value) params.append(key, one);
    else if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

/** The server's answers that mean the session is gone for good: sign out (spec §4). */
const SESSION_REJECTED = new Set(['auth/user-disabled', 'auth/user-token-expired']);

async function send<T>(path: string, options: RequestOptions<T>): Promise<{ data: T; response: Response }> {
  const { parse } = options;
  const response = await fetchOk(apiUrl(path, options.query), options);

  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw ApiError.client(
      response.status,
      'invalid-response',
      'bad-answer',
      'The server sent an answer that is not JSON.',
    );
  }
  try {
    return { data: parse ? parse(json) : (json as T), response };
  } catch {
    throw ApiError.client(
      response.status,
      'invalid-response',
      'bad-shape',
      'The server sent an answer of an unexpected shape.',
    );
  }
}

/** Sends the request, refreshing an access token that expired in flight once; a failure throws `ApiError`. */
async function fetchOk<T>(
  url: string,
  options: RequestOptions<T>,
  accept = 'application/json',
): Promise<Response> {
  let response = await fetchOnce(url, options, false, accept);
  if (!response.ok) {
    let error = await toApiError(response);
    // An access token that expired in flight: refresh once and ask again.
    if (error.code === 'auth/id-token-expired' && !options.anonymous) {
      response = await fetchOnce(url, options, true, accept);
      if (!response.ok) error = await toApiError(response);
    }
    if (!response.ok) {
      if (SESSION_REJECTED.has(error.code) && !options.anonymous) reportSessionRejected(error);
      throw error;
    }
  }
  return response;
}

async function fetchOnce<T>(
  url: string,
  options: RequestOptions<T>,
  forceRefresh: boolean,
  accept: string,
): Promise<Response> {
  const { method = 'GET', body, signal, anonymous, keepalive } = options;
  const headers: Record<string, string> = { Accept: accept };
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const token = anonymous ? null : await getAccessToken(forceRefresh);
  if (token) headers.Authorization = `Bearer ${token}`;

  try {
    return await apiFetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
      signal,
      credentials: 'same-origin',
      ...(keepalive ? { keepalive } : {}),
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw ApiError.client(
      0,
      'network-error',
      'network',
      'The server could not be reached. Check your connection.',
    );
  }
}

async function toApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  if (isErrorBody(body)) {
    const { code, message, field, challenge } = body.error;
    return new ApiError(response.status, code as ErrorCode, message, field, challenge);
  }
  const code = FALLBACK_CODES[response.status] ?? (response.status >= 500 ? 'internal' : 'bad-request');
  // The status line's own words are the proxy's English; without them, ours.
  if (response.statusText) return new ApiError(response.status, code, response.statusText);
  return ApiError.client(response.status, code, 'request-failed', `Request failed (${response.status})`);
}

/**
 * The shape of the contract's ErrorBodySchema, checked by hand: this runs on every page, and
 * zod would add tens of kilobytes to the first download for one tiny check.
 */
function isErrorBody(body: unknown): body is ErrorBody {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false;
  const error = (body as { error: unknown }).error;
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, field } = error as Record<string, unknown>;
  return (
    typeof code === 'string' &&
    typeof message === 'string' &&
    (field === undefined || typeof field === 'string')
  );
}

/** For answers without our error body, e.g. from a proxy in front of the server. */
const FALLBACK_CODES: Record<number, ErrorCode> = {
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not-found',
  413: 'payload-too-large',
  429: 'rate-limited',
};

/**
 * Fetches a file only a signed-in caller may see (a message's photo, their data archive), with
 * the access token like any API call: an `<img>` or a plain link cannot send one, so the page
 * uses the answer as a blob URL. `url` is the address the server gave, on this origin.
 */
export async function apiBlob(
  url: string,
  options: Pick<RequestOptions<Blob>, 'signal'> = {},
  accept = 'image/*',
): Promise<Blob> {
  const response = await fetchOk(url, options, accept);
  return response.blob();
}

/** Calls a JSON endpoint and answers its body. */
export async function apiRequest<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  return (await send(path, options)).data;
}

/** `X-Search-Suggestion`, URL-encoded by the server; a value that does not decode is ignored. */
function suggestionOf(headers: Headers): string | undefined {
  const value = headers.get(SEARCH_SUGGESTION_HEADER);
  if (!value) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

function totalKindOf(headers: Headers): TotalKind {
  if (headers.get(TOTAL_COUNT_ESTIMATED_HEADER) === 'true') return 'estimated';
  if (headers.get(TOTAL_COUNT_CAPPED_HEADER) === 'true') return 'at-least';
  return 'exact';
}

/** Calls a list endpoint: a bare JSON array, with the total in the `X-Total-Count` header. */
export async function apiList<T>(path: string, options: RequestOptions<T[]> = {}): Promise<ListPage<T>> {
  const { data, response } = await send(path, options);
  const header = Number(response.headers.get(TOTAL_COUNT_HEADER));
  const link = response.headers.get('link');
  const suggestion = suggestionOf(response.headers);
  return {
    items: data,
    total: Number.isFinite(header) && header >= data.length ? header : data.length,
    totalKind: totalKindOf(response.headers),
    nextCursor: linkCursor(link, 'next'),
    prevCursor: linkCursor(link, 'prev'),
    // Only when given: a page without one stays the object it always was (dehydrated into the HTML).
    ...(suggestion === undefined ? {} : { suggestion }),
  };
}
