// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertProduct } from '../../../../server/test/fixtures';
import { logIn, signUp, type TestSession } from '../../../../server/test/sessions';
import type { TestApp } from '../../../../server/test/test-app';
import { cleanup, renderApp, renderSignedIn, startApiServer } from '../../../test/app-under-test';
import { labelsNotStartingWithText } from '../../../test/label-in-name';

/** Not the machine's (UTC): the screens must show the shop's wall-clock time, not the browser's. */
const ZONE = 'America/New_York';
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A slot `daysAhead` days from the shop's today at `time`: what to type, and how it reads. */
function shopSlot(daysAhead: number, time: string) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + daysAhead);
  return {
    local: `${day.toISOString().slice(0, 10)}T${time}`,
    shown: `${WEEKDAYS[day.getUTCDay()]} ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}, ${time}`,
  };
}

/** Issue 45, items 2 to 4 as people see them: meeting times, the agreed price, "It did not happen". */
describe('meetings on bookings', () => {
  let server: TestApp;
  let seller: TestSession;
  beforeAll(async () => {
    server = await startApiServer({ SHOP_TIME_ZONE: ZONE });
    seller = await signUp(server.app, { seller: true, name: 'Sam Seller' });
  });
  afterEach(() => {
    vi.useRealTimers();
    cleanup();
  });
  afterAll(() => server.close());

  async function listing(name: string) {
    return (await insertProduct(server.app.database.db, seller.user.uid, { name })).id;
  }

  /** A booking through the API, with the buyer's proposed times. */
  async function book(productId: string, buyer: TestSession, meetingTimes: string[]) {
    const answer = await server.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: buyer.auth,
      payload: { productId, phoneNumber: '+1 555 010 2030', location: 'Central Station', meetingTimes },
    });
    expect(answer.statusCode).toBe(200);
    return answer.json<{ _id: string }>()._id;
  }

  async function ordersOf(who: TestSession, url = '/api/me/orders') {
    return (await server.app.inject({ method: 'GET', url, headers: who.auth })).json();
  }

  const panel = (productName: string) =>
    screen.findByRole('region', { name: `Meeting about ${productName}` });

  it('books with two proposed times; the seller accepts one on Bookings and both see it in the shop’s zone', async () => {
    const productId = await listing('Nikon F3');
    const buyer = await signUp(server.app, { name: 'Ada Buyer' });
    const first = shopSlot(2, '11:00');
    const second = shopSlot(3, '18:30');

    const view = renderApp(`/products/${productId}`);
    await view.session.signIn({ email: buyer.user.email, password: 'correct horse battery' });
    await userEvent.click(await screen.findByRole('button', { name: /Book to meet/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Nikon F3' });
    await userEvent.type(await within(dialog).findByLabelText('Phone Number'), '+1 555 010 2030');
    await userEvent.type(within(dialog).getByLabelText('Meeting place'), 'Central Station');
    const times = within(dialog).getByRole('group', { name: 'Proposed meeting times' });
    expect(within(times).getByText(/Times are in the shop's time zone/)).toBeTruthy();
    fireEvent.change(within(times).getByLabelText('Meeting time 1'), { target: { value: first.local } });
    await userEvent.click(within(times).getByRole('button', { name: 'Add another time' }));
    await userEvent.click(within(times).getByRole('button', { name: 'Add another time' }));
    // Three at most: the third input takes the place of the button.
    expect(within(times).queryByRole('button', { name: 'Add another time' })).toBeNull();
    await userEvent.click(within(times).getByRole('button', { name: 'Remove meeting time 3' }));
    fireEvent.change(within(times).getByLabelText('Meeting time 2'), { target: { value: second.local } });
    expect(labelsNotStartingWithText(dialog)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nikon F3' })).toBeNull());
    expect(await ordersOf(buyer)).toMatchObject([
      {
        productName: 'Nikon F3',
        meeting: {
          timeZone: ZONE,
          agreed: null,
          proposedBy: 'buyer',
          proposals: [{ local: first.local }, { local: second.local }],
        },
      },
    ]);

    await view.router.navigate('/dashboard/my-orders');
    const mine = await panel('Nikon F3');
    expect(within(mine).getByText(first.shown)).toBeTruthy();
    expect(within(mine).getByText(second.shown)).toBeTruthy();
    expect(within(mine).getByText('Waiting for the seller to answer.')).toBeTruthy();
    expect(within(mine).queryByRole('button', { name: /^Accept/ })).toBeNull();
    cleanup();

    await renderSignedIn('/dashboard/bookings', seller.user.email);
    const theirs = await panel('Nikon F3');
    expect(within(theirs).getByText(/^Ada Buyer proposes \(Eastern Time\), at Central Station/)).toBeTruthy();
    expect(labelsNotStartingWithText(theirs)).toEqual([]);
    await userEvent.click(within(theirs).getByRole('button', { name: `Accept ${second.shown}` }));
    const agreed = await within(theirs).findByText(second.shown);
    expect(agreed.closest('p')?.textContent).toBe(
      `Meeting ${second.shown} (Eastern Time) at Central Station`,
    );
    expect(within(theirs).queryByRole('button', { name: /^Accept/ })).toBeNull();
    expect(within(theirs).getByText(/^Add to calendar/)).toBeTruthy();
    expect((await ordersOf(seller, '/api/me/bookings'))[0].meeting.agreed.local).toBe(second.local);
    cleanup();

    await renderSignedIn('/dashboard/my-orders', buyer.user.email);
    const seen = await panel('Nikon F3');
    expect((await within(seen).findByText(second.shown)).closest('p')?.textContent).toBe(
      `Meeting ${second.shown} (Eastern Time) at Central Station`,
    );
    expect(within(seen).queryByText('Waiting for the seller to answer.')).toBeNull();
    // The guidance goes with the agreed meeting too.
    expect(within(seen).getByText('Meeting safely')).toBeTruthy();
  }, 60_000);

  it('lets the side that did not propose propose other times and a new place, refusing what cannot be', async () => {
    const productId = await listing('Leica M6');
    const buyer = await signUp(server.app, { name: 'Bo Buyer' });
    const asked = shopSlot(2, '10:00');
    const other = shopSlot(4, '17:15');
    await book(productId, buyer, [asked.local]);

    await renderSignedIn('/dashboard/bookings', seller.user.email);
    const theirs = await panel('Leica M6');
    await userEvent.click(within(theirs).getByRole('button', { name: /^Propose other times/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Propose meeting times' });
    const send = within(dialog).getByRole('button', { name: 'Send times' });

    // No time: the contract's rule, before asking the server.
    await userEvent.click(send);
    expect(await within(dialog).findByText('propose at least one meeting time')).toBeTruthy();
    // A time already gone: the server's answer, under the times.
    const input = within(dialog).getByLabelText('Meeting time 1');
    fireEvent.change(input, { target: { value: shopSlot(-1, '09:00').local } });
    await userEvent.click(send);
    expect(await within(dialog).findByText(/is too soon/)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(input, { target: { value: other.local } });
    await userEvent.type(within(dialog).getByLabelText('New meeting place (optional)'), 'Café Central');
    await userEvent.click(send);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Propose meeting times' })).toBeNull());
    expect(await within(theirs).findByText('Waiting for Bo Buyer to answer.')).toBeTruthy();
    expect(within(theirs).getByText(other.shown)).toBeTruthy();
    expect(within(theirs).queryByText(asked.shown)).toBeNull();
    expect(await ordersOf(buyer)).toMatchObject([
      { location: 'Café Central', meeting: { proposedBy: 'seller', proposals: [{ local: other.local }] } },
    ]);
    cleanup();

    await renderSignedIn('/dashboard/my-orders', buyer.user.email);
    const mine = await panel('Leica M6');
    expect(within(mine).getByText(/^The seller proposes \(Eastern Time\), at Café Central/)).toBeTruthy();
    expect(within(mine).getByRole('button', { name: `Accept ${other.shown}` })).toBeTruthy();
    expect(within(mine).getByRole('button', { name: /^Propose other times/ })).toBeTruthy();
  }, 60_000);

  it('shows "asked" and "agreed" on a booking an accepted offer became', async (context) => {
    const probe = await server.app.inject({ method: 'GET', url: '/api/me/offers', headers: seller.auth });
    if (probe.statusCode === 404) context.skip();
    const productId = await listing('Pentax 67'); // asking $500 (the fixture's price)
    const buyer = await signUp(server.app, { name: 'Cy Buyer' });
    const offer = await server.app.inject({
      method: 'POST',
      url: '/api/offers',
      headers: buyer.auth,
      payload: { productId, amount: 420 },
    });
    expect(offer.statusCode).toBe(200);
    const accepted = await server.app.inject({
      method: 'PATCH',
      url: `/api/offers/${offer.json()._id}`,
      headers: seller.auth,
      payload: { action: 'accept' },
    });
    expect(accepted.statusCode).toBe(200);

    await renderSignedIn('/dashboard/my-orders', buyer.user.email);
    expect(await screen.findByText('agreed $420', { exact: false })).toBeTruthy();
    const price = screen.getByText(/^Asked \$500/).parentElement as HTMLElement;
    expect(price.textContent).toBe('Asked $500 · agreed $420');
    cleanup();

    await renderSignedIn('/dashboard/bookings', seller.user.email);
    const item = (await screen.findByRole('heading', { name: 'Pentax 67' })).closest('li') as HTMLElement;
    expect(within(item).getByText(/^Asked \$500/).parentElement?.textContent).toBe(
      'Asked $500 · agreed $420',
    );
    // No phone was asked for with the offer: the seller is told so, not shown an empty link.
    expect(within(item).getByText('Not given (agreed in an offer)')).toBeTruthy();
    expect(within(item).queryByRole('link', { name: '' })).toBeNull();
  }, 60_000);

  it('offers the buyer "It did not happen" only once the agreed time has passed; it cancels the booking', async () => {
    const productId = await listing('Canon AE-1');
    const buyer = await signUp(server.app, { name: 'Di Buyer' });
    const slot = shopSlot(1, '12:00');
    const orderId = await book(productId, buyer, [slot.local]);
    const accepted = await server.app.inject({
      method: 'PATCH',
      url: `/api/orders/${orderId}`,
      headers: seller.auth,
      payload: { status: 'accepted' },
    });
    expect(accepted.statusCode).toBe(200);
    const agreed = await server.app.inject({
      method: 'PATCH',
      url: `/api/orders/${orderId}/meeting`,
      headers: seller.auth,
      payload: { action: 'accept', time: slot.local },
    });
    expect(agreed.statusCode).toBe(200);

    await renderSignedIn('/dashboard/my-orders', buyer.user.email);
    expect(await within(await panel('Canon AE-1')).findByText(slot.shown)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^It did not happen/ })).toBeNull();
    // Before the time, a buyer cannot cancel an accepted booking at all.
    expect(screen.queryByRole('button', { name: /^Cancel/ })).toBeNull();
    cleanup();

    // Two days on, for the page and the server alike (the server's clock reads the same Date).
    vi.setSystemTime(Date.now() + 2 * 24 * 60 * 60_000);
    await renderSignedIn('/dashboard/my-orders', buyer.user.email);
    const button = await screen.findByRole('button', { name: /^It did not happen/ });
    expect(labelsNotStartingWithText(button.parentElement as HTMLElement)).toEqual([]);
    await userEvent.click(button);
    const confirm = await screen.findByRole('dialog', { name: 'The meeting did not happen?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^It did not happen/ })).toBeNull());
    // A new token: the one from sign-up expired in the two days.
    const now = await logIn(server.app, buyer.user.email, 'correct horse battery');
    expect(await ordersOf(now)).toMatchObject([{ _id: orderId, status: 'cancelled' }]);
  }, 60_000);
});
