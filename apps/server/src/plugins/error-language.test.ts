import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../test/dialects.js';
import { offerKit } from '../../test/offer-kit.js';
import { signUp, type TestSession } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** The API's messages for people follow the web app's language (the `lang` cookie; decision 070). */
describe.each(TEST_DIALECTS)('error messages in the request language on %s', (dialect) => {
  let t: TestApp;
  let kit: ReturnType<typeof offerKit>;
  let seller: TestSession;
  let buyer: TestSession;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    kit = offerKit(t);
    seller = await signUp(t.app, { seller: true });
    buyer = await signUp(t.app);
  });
  afterAll(() => t.close());

  const offerIn = (lang: string | undefined, productId: string, amount: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/offers',
      headers: buyer.auth,
      cookies: lang ? { lang } : {},
      payload: { productId, amount },
    });

  it('answers an AppError in German with lang=de, in English without a cookie, with the same code', async () => {
    const get = (cookies: Record<string, string>) =>
      t.app.inject({ url: '/api/offers/no-such-offer', headers: buyer.auth, cookies });
    const english = await get({});
    const german = await get({ lang: 'de' });
    const spanish = await get({ lang: 'es' });
    expect(english.json()).toEqual({ error: { code: 'not-found', message: 'No such offer.' } });
    expect(german.statusCode).toBe(english.statusCode);
    expect(german.json()).toEqual({
      error: { code: 'not-found', message: 'Diesen Preisvorschlag gibt es nicht.' },
    });
    expect(spanish.json()).toEqual({ error: { code: 'not-found', message: 'No existe esa oferta.' } });
    // A language the shop does not speak is English, as is an Accept-Language without the cookie.
    expect((await get({ lang: 'fr' })).json()).toEqual(english.json());
    const browserGerman = await t.app.inject({
      url: '/api/offers/no-such-offer',
      headers: { ...buyer.auth, 'accept-language': 'de' },
    });
    expect(browserGerman.body).toBe(english.body);
  });

  it('formats a price in a message the German way', async () => {
    const productId = await kit.listing(seller.user.uid, { resale_price: 99_900 });
    const english = await offerIn(undefined, productId, 999);
    expect(english.json().error).toEqual({
      code: 'validation-failed',
      field: 'amount',
      message: 'An offer must be below the asking price of $999; book it to pay that.',
    });
    const price = new Intl.NumberFormat('de', {
      style: 'currency',
      currency: t.app.languages.currency,
      trailingZeroDisplay: 'stripIfInteger',
    }).format(999);
    const german = await offerIn('de', productId, 499);
    expect(german.json().error).toMatchObject({ code: 'validation-failed', field: 'amount' });
    expect(german.json().error.message).toBe(
      `Ein Preisvorschlag muss mindestens ${new Intl.NumberFormat('de', {
        style: 'currency',
        currency: t.app.languages.currency,
        trailingZeroDisplay: 'stripIfInteger',
      }).format(500)} betragen, die Hälfte des Preises von ${price}.`,
    );
  });

  it("translates a shared schema's validation message, keeping where it failed", async () => {
    const productId = await kit.listing(seller.user.uid);
    const english = (await offerIn(undefined, productId, 'lots')).json().error;
    const german = (await offerIn('de', productId, 'lots')).json().error;
    const spanish = (await offerIn('es', productId, 'lots')).json().error;
    expect(english).toEqual({
      code: 'validation-failed',
      field: 'amount',
      message: 'body.amount: amount must be a number',
    });
    expect(german).toEqual({ ...english, message: 'body.amount: Der Betrag muss eine Zahl sein' });
    expect(spanish).toEqual({ ...english, message: 'body.amount: El importe debe ser un número' });
  });
});
