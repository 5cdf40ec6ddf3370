// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addSystemLine } from '../../../../server/src/modules/conversations/conversations.public';
import { insertProduct } from '../../../../server/test/fixtures';
import { signUp } from '../../../../server/test/sessions';
import type { TestApp } from '../../../../server/test/test-app';
import { cleanup, renderSignedIn, startApiServer } from '../../../test/app-under-test';

/** Issue 45, item 5: the shop's lines about offers and meetings read between the messages, not as one. */
describe('system lines in a conversation', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startApiServer();
  });
  afterEach(cleanup);
  afterAll(() => server.close());

  it('shows a system line centred between the bubbles, with no sender and nothing to report', async () => {
    const seller = await signUp(server.app, { seller: true, name: 'Sol Seller' });
    const buyer = await signUp(server.app, { name: 'Bea Buyer' });
    const productId = (await insertProduct(server.app.database.db, seller.user.uid, { name: 'Nikon FM2' }))
      .id;
    const asked = await server.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: buyer.auth,
      payload: { productId, text: 'Is the meter working?' },
    });
    expect(asked.statusCode).toBe(200);
    const threadId = asked.json<{ id: string }>().id;
    const answered = await server.app.inject({
      method: 'POST',
      url: `/api/conversations/${threadId}/messages`,
      headers: seller.auth,
      payload: { text: 'Yes, it is.' },
    });
    expect(answered.statusCode).toBe(200);
    await addSystemLine(server.app.database.db, {
      productId,
      buyerId: buyer.user.uid,
      sellerId: seller.user.uid,
      text: 'Bea Buyer offered $400',
      at: new Date(Date.now() + 1000).toISOString(),
    });

    await renderSignedIn(`/dashboard/messages/${threadId}`, buyer.user.email);
    const messages = await screen.findByRole('list', { name: 'Messages' });
    const line = (await within(messages).findByText('Bea Buyer offered $400')).closest('li') as HTMLElement;
    const items = within(messages).getAllByRole('listitem');
    expect(items.map((item) => item.textContent?.includes('Bea Buyer offered $400'))).toEqual([
      false,
      false,
      true,
    ]);
    // Not a chat bubble of either side, and nobody to name or report.
    expect(line.classList.contains('chat')).toBe(false);
    expect(line.querySelector('.chat-bubble')).toBeNull();
    expect(line.className).toContain('text-center');
    expect(within(line).queryByRole('button')).toBeNull();
    expect(within(line).queryByText('You')).toBeNull();
    expect(line.querySelector('time')?.dateTime).toBeTruthy();
    // The seller's own message beside it is a bubble that can be reported.
    const answer = within(messages).getByText('Yes, it is.').closest('li') as HTMLElement;
    expect(answer.classList.contains('chat')).toBe(true);
    expect(within(answer).getByRole('button', { name: 'Report message from Sol Seller' })).toBeTruthy();
  });
});
