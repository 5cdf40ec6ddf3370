import type { Product } from '@refocus/contract';
import { vi } from 'vitest';
import { smallPng } from '../../server/test/image-corpus';
import { multipartBody } from '../../server/test/multipart';
import type { TestSession } from '../../server/test/sessions';
import type { TestApp } from '../../server/test/test-app';

/**
 * Listings of catalogue models and their completed sales, through the API as people make them:
 * what the model pages, the price guide and the listing form are tested against (issue 44).
 */
export function modelSales(server: TestApp, seller: TestSession, buyer: TestSession) {
  let photo: Promise<string> | undefined;
  const photoURL = () => {
    photo ??= (async () => {
      const body = multipartBody({
        filename: 'camera.png',
        contentType: 'image/png',
        bytes: await smallPng(),
      });
      const uploaded = await server.app.inject({
        method: 'POST',
        url: '/api/images',
        payload: body.payload,
        headers: { ...body.headers, ...seller.auth },
      });
      return uploaded.json().data.url as string;
    })();
    return photo;
  };

  /** A listing by the seller; `modelSlug` names its model. */
  const list = async (fields: Record<string, unknown>): Promise<Product> => {
    const made = await server.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: seller.auth,
      payload: {
        name: 'A camera',
        imgURL: await photoURL(),
        categoryId: 1,
        location: 'Porto',
        resalePrice: 1000,
        originalPrice: 2500,
        yearOfUse: 2,
        grade: 'good',
        sellerName: 'Sol Seller',
        sellerNumber: '+351 912 345 678',
        yearOfPurchase: 2020,
        description: 'Works well.',
        ...fields,
      },
    });
    if (made.statusCode !== 200) throw new Error(`listing failed: ${made.body}`);
    return made.json();
  };

  /** Listed, booked by the buyer, accepted and completed by the seller: one sale of the model. */
  const sell = async (modelSlug: string, resalePrice: number) => {
    const { _id } = await list({ modelSlug, resalePrice, name: `Sold ${modelSlug} at ${resalePrice}` });
    const order = await server.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: buyer.auth,
      payload: { productId: _id, phoneNumber: '+1 555 0100', location: 'Central Station' },
    });
    if (order.statusCode !== 200) throw new Error(`booking failed: ${order.body}`);
    for (const status of ['accepted', 'completed']) {
      const moved = await server.app.inject({
        method: 'PATCH',
        url: `/api/orders/${order.json()._id}`,
        headers: seller.auth,
        payload: { status },
      });
      if (moved.statusCode !== 200) throw new Error(`${status} failed: ${moved.body}`);
    }
  };

  return { list, sell, photoURL };
}

/**
 * Photo uploads of the listing form answered by the test's API server: the form sends them with
 * XMLHttpRequest (for its progress), which the app's `fetch` stand-in does not reach. Undone after
 * the test (`restoreMocks`).
 */
export function answerUploads(server: TestApp, auth: { authorization: string }): void {
  vi.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(function (
    this: XMLHttpRequest,
    body?: Document | XMLHttpRequestBodyInit | null,
  ) {
    void (async () => {
      const encoded = new Request('http://app/', { method: 'POST', body: body as FormData });
      const answer = await server.app.inject({
        method: 'POST',
        url: '/api/images',
        headers: { ...auth, 'content-type': encoded.headers.get('content-type') ?? '' },
        payload: Buffer.from(await encoded.arrayBuffer()),
      });
      Object.defineProperty(this, 'status', { value: answer.statusCode });
      Object.defineProperty(this, 'responseText', { value: answer.body });
      this.onload?.call(this, new ProgressEvent('load'));
    })();
  });
}
