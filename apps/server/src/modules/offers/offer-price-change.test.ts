import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { offerKit } from '../../../test/offer-kit.js';
import { signUp, type TestSession } from '../../../test/sessions.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/**
 * The seller edits the asking price while offers are open: each move is checked against the
 * asking price as it is now, so nobody agrees to pay more than the listing asks.
 */
describe.each(TEST_DIALECTS)('offers on a repriced listing on %s', (dialect) => {
  let t: TestApp;
  let kit: ReturnType<typeof offerKit>;
  let seller: TestSession;
  let buyer: TestSession;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    kit = offerKit(t);
    seller = await signUp(t.app, { seller: true, name: 'Sol Seller' });
    buyer = await signUp(t.app, { name: 'Bea Buyer' });
  });
  afterAll(() => t.close());

  const reprice = async (productId: string, resalePrice: number) => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${productId}`,
      headers: seller.auth,
      payload: { resalePrice },
    });
    expect(res.statusCode).toBe(200);
  };

  it('an offer the asking price fell to or below cannot be accepted; a counter below the new price can', async () => {
    const productId = await kit.listing(seller.user.uid);
    const id = (await kit.offer(buyer, productId, 900)).json()._id;
    await reprice(productId, 850);

    const accept = await kit.move(seller, id, 'accept');
    expect(accept.statusCode).toBe(409);
    expect(accept.json().error.message).toMatch(/asking price is now \$850/);
    expect(await kit.orderOf(id)).toEqual([]);
    expect(await kit.productStatus(productId)).toBe('available');

    // Counters are bounded by the asking price as it is now.
    const above = await kit.move(seller, id, 'counter', 860);
    expect(above.statusCode).toBe(400);
    expect(above.json().error.message).toMatch(/below the asking price of \$850/);
    expect((await kit.move(seller, id, 'counter', 800)).statusCode).toBe(200);

    const agreed = await kit.move(buyer, id, 'accept');
    expect(agreed.statusCode).toBe(200);
    const [order] = await kit.orderOf(id);
    // "Asked $850, agreed $800": the asking price when the offer became the booking.
    expect(order).toMatchObject({ price: 80_000, asked_price: 85_000 });
  });

  it('the buyer cannot accept a counter the asking price fell below: they book at that price instead', async () => {
    const productId = await kit.listing(seller.user.uid);
    const id = (await kit.offer(buyer, productId, 800)).json()._id;
    await kit.move(seller, id, 'counter', 1000);
    await reprice(productId, 1000);
    const accept = await kit.move(buyer, id, 'accept');
    expect(accept.statusCode).toBe(409);
    expect(accept.json().error.message).toMatch(/asking price is now \$1,000/);
    expect((await kit.offerRow(id)).status).toBe('open');
  });

  it('a raised asking price bounds counters anew, and the booking names it', async () => {
    const productId = await kit.listing(seller.user.uid);
    const id = (await kit.offer(buyer, productId, 900)).json()._id;
    await reprice(productId, 1500);
    // Above the old asking price of $1,200, below the new one.
    expect((await kit.move(seller, id, 'counter', 1300)).statusCode).toBe(200);
    expect((await kit.move(buyer, id, 'accept')).statusCode).toBe(200);
    const [order] = await kit.orderOf(id);
    expect(order).toMatchObject({ price: 130_000, asked_price: 150_000 });
  });
});
