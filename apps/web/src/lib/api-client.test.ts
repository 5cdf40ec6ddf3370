import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAccessTokenSource, setSessionRejectedHandler } from './access-token';
import { apiBlob, apiList, apiRequest } from './api-client';
import { ApiError } from './api-error';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const failure = (status: number, code: string) => json(status, { error: { code, message: `${code}!` } });

function stubFetch(...answers: Response[]) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => {
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    return next;
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
const headersOf = (init: RequestInit | undefined) => (init?.headers ?? {}) as Record<string, string>;

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  vi.unstubAllGlobals();
});

describe('apiRequest and the session', () => {
  it('sends no Authorization header when signed out', async () => {
    const fetch = stubFetch(json(200, { ok: true }));
    await apiRequest('/anything');
    expect(headersOf(fetch.mock.calls[0]?.[1]).Authorization).toBeUndefined();
  });

  it('sends the access token as a bearer token', async () => {
    cleanups.push(setAccessTokenSource(async () => 'token-1'));
    const fetch = stubFetch(json(200, { ok: true }));
    await apiRequest('/orders', { method: 'POST', body: { productId: 'p' } });
    const headers = headersOf(fetch.mock.calls[0]?.[1]);
    expect(headers.Authorization).toBe('Bearer token-1');
    expect(headers['Content-Type']).toBe('application/json');
  });

  it('refreshes once and asks again when the token expired in flight', async () => {
    const source = vi.fn(async ({ forceRefresh = false } = {}) => (forceRefresh ? 'fresh' : 'stale'));
    cleanups.push(setAccessTokenSource(source));
    const fetch = stubFetch(failure(401, 'auth/id-token-expired'), json(200, { answer: 42 }));
    await expect(apiRequest('/thing')).resolves.toEqual({ answer: 42 });
    expect(headersOf(fetch.mock.calls[1]?.[1]).Authorization).toBe('Bearer fresh');
    expect(source).toHaveBeenLastCalledWith({ forceRefresh: true });
  });

  it('gives up after one retry', async () => {
    cleanups.push(setAccessTokenSource(async () => 'token'));
    const fetch = stubFetch(failure(401, 'auth/id-token-expired'), failure(401, 'auth/id-token-expired'));
    await expect(apiRequest('/thing')).rejects.toMatchObject({ code: 'auth/id-token-expired' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it.each(['auth/user-disabled', 'auth/user-token-expired'])(
    'reports %s so the session ends',
    async (code) => {
      const rejected = vi.fn();
      cleanups.push(setSessionRejectedHandler(rejected));
      stubFetch(failure(403, code));
      await expect(apiRequest('/thing')).rejects.toBeInstanceOf(ApiError);
      expect(rejected).toHaveBeenCalledWith(expect.objectContaining({ code }));
    },
  );

  it('sends FormData as is, leaving the multipart type to the browser', async () => {
    const fetch = stubFetch(json(200, { success: true }));
    const form = new FormData();
    form.set('image', new Blob(['x'], { type: 'image/png' }), 'x.png');
    await apiRequest('/images', { method: 'POST', body: form });
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(headersOf(init)['Content-Type']).toBeUndefined();
  });
});

describe('apiList and the total', () => {
  const page = (headers: Record<string, string>) =>
    new Response('[{"n":1}]', { status: 200, headers: { 'content-type': 'application/json', ...headers } });

  it('tells a counted total from a capped and an estimated one', async () => {
    stubFetch(
      page({ 'x-total-count': '60' }),
      page({ 'x-total-count': '10000', 'x-total-count-capped': 'true' }),
      page({ 'x-total-count': '3372', 'x-total-count-estimated': 'true' }),
    );
    const [counted, capped, estimated] = [await apiList('/a'), await apiList('/b'), await apiList('/c')];
    expect([counted.total, counted.totalKind]).toEqual([60, 'exact']);
    expect([capped.total, capped.totalKind]).toEqual([10_000, 'at-least']);
    expect([estimated.total, estimated.totalKind]).toEqual([3_372, 'estimated']);
  });

  it('reads the search suggestion URL-encoded, and leaves out one that does not decode (decision 066)', async () => {
    stubFetch(
      page({ 'x-search-suggestion': 'nikon%20%C5%82odz' }),
      page({ 'x-search-suggestion': 'broken%E0%A4%A' }),
      page({}),
    );
    const [given, broken, none] = [await apiList('/a'), await apiList('/b'), await apiList('/c')];
    expect(given.suggestion).toBe('nikon łodz');
    expect('suggestion' in broken).toBe(false);
    expect('suggestion' in none).toBe(false);
  });
});

describe('apiBlob', () => {
  it('fetches a file at the address given, with the access token, refreshed once if it expired', async () => {
    cleanups.push(
      setAccessTokenSource(async ({ forceRefresh = false } = {}) => (forceRefresh ? 'fresh' : 'stale')),
    );
    const photo = new Response(new Uint8Array([82, 73, 70, 70]), {
      headers: { 'content-type': 'image/webp' },
    });
    const fetch = stubFetch(failure(401, 'auth/id-token-expired'), photo);
    const blob = await apiBlob('/api/conversations/c1/messages/m1/photo');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new Uint8Array([82, 73, 70, 70]));
    expect(fetch.mock.calls[1]?.[0]).toBe('/api/conversations/c1/messages/m1/photo');
    expect(headersOf(fetch.mock.calls[1]?.[1]).Authorization).toBe('Bearer fresh');
  });

  it('turns a refusal into an ApiError', async () => {
    cleanups.push(setAccessTokenSource(async () => 'token'));
    stubFetch(failure(404, 'not-found'));
    await expect(apiBlob('/api/conversations/c1/messages/m1/photo')).rejects.toMatchObject({
      status: 404,
      code: 'not-found',
    });
  });
});
