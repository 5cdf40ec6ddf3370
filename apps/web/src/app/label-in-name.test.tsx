// @vitest-environment happy-dom
import type { Order, Person } from '@refocus/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { smallPng } from '../../../server/test/image-corpus';
import { multipartBody } from '../../../server/test/multipart';
import { signUp, type TestSession } from '../../../server/test/sessions';
import type { TestApp } from '../../../server/test/test-app';
import { cleanup, renderApp, startApiServer } from '../../test/app-under-test';
import { inEnglish } from '../../test/in-english';
import { labelsNotStartingWithText } from '../../test/label-in-name';
import { PeopleTable } from '../features/admin/components/people-table';
import { BookingActions } from '../features/orders/components/booking-actions';

describe('accessible names start with the visible text', () => {
  afterEach(cleanup);

  it('on the seller’s booking buttons', () => {
    const order = {
      _id: 'o1',
      productId: 'p1',
      productName: 'Nikon FM2',
      userName: 'Bea Buyer',
      status: 'accepted',
    } as Order;
    const move = { isPending: false, variables: undefined, mutateAsync: async () => undefined };
    const view = render(
      <BookingActions order={order} move={move as unknown as Parameters<typeof BookingActions>[0]['move']} />,
      inEnglish,
    );
    expect(screen.getByRole('button', { name: /^Mark completed/ })).toBeTruthy();
    expect(labelsNotStartingWithText(view.container)).toEqual([]);
    view.rerender(
      <BookingActions
        order={{ ...order, status: 'pending' }}
        move={move as unknown as Parameters<typeof BookingActions>[0]['move']}
      />,
    );
    expect(labelsNotStartingWithText(view.container)).toEqual([]);
  });

  it('on the admins’ people table, whose Delete is a labelled button', () => {
    const person: Person = {
      _id: 'u1',
      name: 'Tom Okafor',
      email: 'tom@example.test',
      role: 'seller',
      joinedAt: '2026-01-02T10:00:00.000Z',
      listings: 3,
      orders: 1,
      disabled: false,
    } as Person;
    const view = render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <PeopleTable
            people={[person, { ...person, _id: 'u2', name: 'Ivy Nguyen', disabled: true }]}
            firstNumber={1}
            caption="All Sellers"
            onDelete={async () => undefined}
            onSetDisabled={async () => undefined}
            view={{ q: '', sort: 'joined', order: 'asc' }}
            onSort={() => undefined}
          />
        </MemoryRouter>
      </QueryClientProvider>,
      inEnglish,
    );
    expect(screen.getByRole('button', { name: 'Delete Tom Okafor' }).textContent).toBe('Delete');
    expect(labelsNotStartingWithText(view.container)).toEqual([]);
  });

  describe('across the storefront and the seller’s edit form', () => {
    let server: TestApp;
    let seller: TestSession;
    let listingId: string;

    beforeAll(async () => {
      server = await startApiServer();
      seller = await signUp(server.app, { seller: true, name: 'Cora Seller' });
      const urls: string[] = [];
      for (const [name, width] of [
        ['front.png', 640],
        ['back.png', 800],
      ] as const) {
        const photo = multipartBody({
          filename: name,
          contentType: 'image/png',
          bytes: await smallPng(width, 480),
        });
        const uploaded = await server.app.inject({
          method: 'POST',
          url: '/api/images',
          payload: photo.payload,
          headers: { ...photo.headers, ...seller.auth },
        });
        urls.push(uploaded.json().data.url);
      }
      const created = await server.app.inject({
        method: 'POST',
        url: '/api/products',
        headers: seller.auth,
        payload: {
          name: 'Fujifilm X-T3',
          imgURL: urls[0],
          photos: urls,
          categoryId: 2,
          location: 'Braga',
          resalePrice: 700,
          originalPrice: 1500,
          yearOfUse: 3,
          grade: 'very-good',
          sellerName: 'Cora Seller',
          sellerNumber: '+351 912 000 003',
          yearOfPurchase: 2021,
          description: 'Body with two batteries.',
        },
      });
      if (created.statusCode !== 200) throw new Error(created.body);
      listingId = created.json()._id;
    });
    afterAll(() => server.close());

    it('on the catalogue and a listing’s page', async () => {
      renderApp('/products');
      await screen.findByRole('heading', { name: 'Fujifilm X-T3' }, { timeout: 15_000 });
      expect(labelsNotStartingWithText()).toEqual([]);
      cleanup();
      renderApp(`/products/${listingId}`);
      await screen.findByRole('heading', { name: 'Fujifilm X-T3', level: 1 }, { timeout: 15_000 });
      expect(labelsNotStartingWithText()).toEqual([]);
    });

    it('on the photo editor of the edit form', async () => {
      const view = renderApp('/');
      await view.session.signIn({ email: seller.user.email, password: 'correct horse battery' });
      await screen.findByRole('button', { name: 'Logout' }, { timeout: 15_000 });
      await view.router.navigate(`/dashboard/my-products/${listingId}/edit`);
      await screen.findByRole('button', { name: /^Make cover/ }, { timeout: 15_000 });
      expect(labelsNotStartingWithText()).toEqual([]);
    });
  });
});
