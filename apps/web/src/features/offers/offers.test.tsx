// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../../../server/test/fixtures';
import { signUp, type TestSession } from '../../../../server/test/sessions';
import type { TestApp } from '../../../../server/test/test-app';
import { cleanup, renderApp, renderSignedIn, startApiServer } from '../../../test/app-under-test';
import { labelsNotStartingWithText } from '../../../test/label-in-name';

const PASSWORD = 'correct horse battery';

/** Issue 45, items 1 and 2 as people see them: an offer on the listing's page, answered on Offers. */
describe('offers', () => {
  let server: TestApp;
  let seller: TestSession;
  beforeAll(async () => {
    server = await startApiServer();
    seller = await signUp(server.app, { seller: true, name: 'Sol Seller' });
  });
  afterEach(cleanup);
  afterAll(() => server.close());

  /** A listing asking $500 (its row holds cents). */
  async function listing(name: string, acceptsOffers = true) {
    return (
      await insertProduct(server.app.database.db, seller.user.uid, {
        name,
        seller_name: 'Sol Seller',
        resale_price: 50_000,
        accepts_offers: acceptsOffers ? 1 : 0,
      })
    ).id;
  }

  async function offer(productId: string, buyer: TestSession, amount: number) {
    const answer = await server.app.inject({
      method: 'POST',
      url: '/api/offers',
      headers: buyer.auth,
      payload: { productId, amount, note: 'Could meet on Saturday.' },
    });
    expect(answer.statusCode).toBe(200);
    return answer.json<{ _id: string }>()._id;
  }

  async function offersOf(who: TestSession, role: 'buyer' | 'seller') {
    const answer = await server.app.inject({ url: `/api/me/offers?role=${role}`, headers: who.auth });
    return answer.json<{ _id: string; amount: number; status: string; turn: string | null }[]>();
  }

  const toasts = () => screen.queryAllByRole('status').map((status) => status.textContent ?? '');

  /** The card of one camera in the list shown. */
  async function cardOf(list: string, productName: string) {
    const shown = await screen.findByRole('list', { name: list });
    return (await within(shown).findByRole('link', { name: productName })).closest('li') as HTMLElement;
  }

  it('a buyer offers from the listing page: bounds checked first, then the page says the offer waits', async () => {
    const productId = await listing('Nikon F3');
    const buyer = await signUp(server.app, { name: 'Bea Buyer' });
    const view = renderApp(`/products/${productId}`);
    await view.session.signIn({ email: buyer.user.email, password: PASSWORD });

    await userEvent.click(await screen.findByRole('button', { name: 'Make an offer on Nikon F3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nikon F3' });
    const amount = await within(dialog).findByLabelText('Your offer');
    expect(within(dialog).getByText('Between $250 and $499')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(amount));

    await userEvent.type(amount, '200');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    expect(await within(dialog).findByText('At least $250: half the asking price')).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    await userEvent.clear(amount);
    await userEvent.type(amount, '500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    expect(await within(dialog).findByText('Below the asking price: at most $499')).toBeTruthy();
    expect(await offersOf(buyer, 'buyer')).toEqual([]);

    await userEvent.clear(amount);
    await userEvent.type(amount, '400');
    await userEvent.type(within(dialog).getByLabelText('Note to the seller'), 'Could meet on Saturday.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nikon F3' })).toBeNull());
    await waitFor(() => expect(toasts().join(' ')).toContain('Offer sent.'));
    expect(await offersOf(buyer, 'buyer')).toMatchObject([{ amount: 400, status: 'open', turn: 'seller' }]);

    // No second offer while this one is open: the page says where it stands instead.
    const notice = await screen.findByText(/^Your offer of \$400 is waiting for the seller — see$/);
    expect(within(notice).getByRole('link', { name: 'Offers' }).getAttribute('href')).toBe(
      '/dashboard/offers',
    );
    expect(screen.queryByRole('button', { name: /^Make an offer/ })).toBeNull();
    expect(screen.getByRole('button', { name: /^Book to meet/ })).toBeTruthy();
  });

  it('a listing whose seller takes no offers has no offer button; a visitor is asked to log in to offer', async () => {
    const noOffers = await listing('Leica M6', false);
    renderApp(`/products/${noOffers}`);
    expect(await screen.findByRole('button', { name: /^Book to meet/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Make an offer/ })).toBeNull();
    cleanup();

    const takesOffers = await listing('Canon AE-1');
    const visitor = renderApp(`/products/${takesOffers}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Make an offer on Canon AE-1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Canon AE-1' });
    expect(within(dialog).queryByLabelText('Your offer')).toBeNull();
    await userEvent.click(within(dialog).getByRole('link', { name: 'Log in to make an offer' }));
    await waitFor(() => expect(visitor.router.state.location.pathname).toBe('/login'));
  });

  it('the seller counters on Offers; the buyer accepts the counter and is shown the booking', async () => {
    const productId = await listing('Pentax 67');
    const buyer = await signUp(server.app, { name: 'Ada Buyer' });
    await offer(productId, buyer, 400);

    // The seller's listing page counts the offers waiting.
    const page = await renderSignedIn(`/products/${productId}`, seller.user.email);
    const waiting = await screen.findByRole('link', { name: '1 offer waiting' });
    expect(waiting.getAttribute('href')).toBe('/dashboard/offers');
    await userEvent.click(waiting);
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/dashboard/offers'));

    expect(await screen.findByRole('heading', { name: 'Offers', level: 1 })).toBeTruthy();
    // A seller reads both sides, received first.
    const sides = screen.getByRole('navigation', { name: 'Offers received or made' });
    expect(within(sides).getByRole('link', { name: 'Offers received' }).getAttribute('aria-current')).toBe(
      'true',
    );
    const card = await cardOf('Offers received', 'Pentax 67');
    expect(within(card).getByText('From Ada Buyer')).toBeTruthy();
    expect(card.textContent).toContain('Asked $500 · On the table $400');
    expect(within(card).getByText('Your move')).toBeTruthy();
    expect(within(card).getByText(/expires in 4[78] h/)).toBeTruthy();
    expect(within(card).getByText('Could meet on Saturday.')).toBeTruthy();
    const history = within(card).getByRole('list', { name: 'History of the offer for Pentax 67' });
    expect(within(history).getByText('Ada Buyer offered $400')).toBeTruthy();
    expect(labelsNotStartingWithText(card)).toEqual([]);

    await userEvent.click(within(card).getByRole('button', { name: 'Counter $400 for Pentax 67' }));
    const counter = within(card).getByLabelText('Your counter-offer');
    await waitFor(() => expect(document.activeElement).toBe(counter));
    await userEvent.type(counter, '400');
    await userEvent.click(within(card).getByRole('button', { name: 'Send counter-offer' }));
    expect(await within(card).findByText('$400 is already on the table: name another price')).toBeTruthy();
    await userEvent.clear(counter);
    await userEvent.type(counter, '450');
    await userEvent.click(within(card).getByRole('button', { name: 'Send counter-offer' }));
    await waitFor(() => expect(toasts()).toContain('Counter-offer sent.'));
    const answered = await cardOf('Offers received', 'Pentax 67');
    expect(await within(answered).findByText('Waiting for the buyer')).toBeTruthy();
    expect(within(answered).getByText('You countered with $450')).toBeTruthy();
    expect(within(answered).queryByRole('button', { name: /^Accept/ })).toBeNull();
    expect(await offersOf(buyer, 'buyer')).toMatchObject([{ amount: 450, turn: 'buyer' }]);
    cleanup();

    // The listing's page tells the buyer, and Offers is where to answer; a buyer's account has
    // only the offers made there: no tabs.
    const buyerView = await renderSignedIn(`/products/${productId}`, buyer.user.email);
    const countered = await screen.findByText(/^The seller countered with \$450 — see$/);
    await userEvent.click(within(countered).getByRole('link', { name: 'Offers' }));
    await waitFor(() => expect(buyerView.router.state.location.pathname).toBe('/dashboard/offers'));
    const mine = await cardOf('Offers made', 'Pentax 67');
    expect(screen.queryByRole('navigation', { name: 'Offers received or made' })).toBeNull();
    expect(within(mine).getByText('Sold by Sol Seller')).toBeTruthy();
    expect(within(mine).getByText('Sol Seller countered with $450')).toBeTruthy();
    expect(within(mine).getByText('Your move')).toBeTruthy();
    expect(labelsNotStartingWithText(mine)).toEqual([]);
    await userEvent.click(within(mine).getByRole('button', { name: 'Accept $450 for Pentax 67' }));
    const confirm = await screen.findByRole('dialog', { name: 'Accept $450?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Accept $450' }));

    const agreed = await screen.findByText(
      /^Agreed \$450 for Pentax 67 \(asked \$500\): it is now a booking/,
    );
    expect(within(agreed).getByRole('link', { name: 'My Orders' }).getAttribute('href')).toBe(
      '/dashboard/my-orders',
    );
    const orders = await server.app.inject({ url: '/api/me/orders', headers: buyer.auth });
    expect(orders.json()).toMatchObject([{ productName: 'Pentax 67', price: 450, askedPrice: 500 }]);

    // Closed, the offer keeps the agreed price and the way to its booking.
    await userEvent.click(screen.getByRole('link', { name: 'Closed' }));
    const closed = await cardOf('Offers made', 'Pentax 67');
    expect(within(closed).getByText('Agreed $450 (asked $500)')).toBeTruthy();
    expect(
      within(closed).getByRole('link', { name: 'See the booking in My Orders' }).getAttribute('href'),
    ).toBe('/dashboard/my-orders');
    expect(within(closed).queryByRole('button')).toBeNull();
  });

  it('a move the other side made pointless is said in a toast, and the list is read again', async () => {
    const productId = await listing('Olympus OM-1');
    const buyer = await signUp(server.app, { name: 'Wes Withdrawer' });
    const offerId = await offer(productId, buyer, 300);
    await renderSignedIn('/dashboard/offers', seller.user.email);
    const card = await cardOf('Offers received', 'Olympus OM-1');

    const withdrawn = await server.app.inject({
      method: 'PATCH',
      url: `/api/offers/${offerId}`,
      headers: buyer.auth,
      payload: { action: 'withdraw' },
    });
    expect(withdrawn.statusCode).toBe(200);
    await userEvent.click(
      within(card).getByRole('button', { name: "Decline Wes Withdrawer's offer for Olympus OM-1" }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Decline this offer?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Decline offer' }));

    await waitFor(() => expect(toasts()).toContain('This offer was withdrawn; it takes no more moves.'));
    // Read again: the withdrawn offer has left the open ones.
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Olympus OM-1' })).toBeNull());
  });
});
