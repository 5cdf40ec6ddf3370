// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertProduct } from '../../../../server/test/fixtures';
import { smallPng } from '../../../../server/test/image-corpus';
import { signUp, type TestSession } from '../../../../server/test/sessions';
import type { TestApp } from '../../../../server/test/test-app';
import { cleanup, renderSignedIn, startApiServer } from '../../../test/app-under-test';

/** Issue 42, item 12: a photo picked in a conversation is shown, with Send and Cancel, before it goes. */
describe('a photo in a message', () => {
  let server: TestApp;
  let seller: TestSession;
  let threadId: string;
  let photo: File;

  beforeAll(async () => {
    server = await startApiServer();
    seller = await signUp(server.app, { seller: true, name: 'Sol Seller' });
    const buyer = await signUp(server.app, { name: 'Bea Buyer' });
    const productId = (await insertProduct(server.app.database.db, seller.user.uid, { name: 'Pentax 67' }))
      .id;
    const asked = await server.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: buyer.auth,
      payload: { productId, text: 'Could you show the meter?' },
    });
    threadId = asked.json().id;
    photo = new File([new Uint8Array(await smallPng(320, 240))], 'meter.png', { type: 'image/png' });
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });
  afterAll(() => server.close());

  const photosInThread = async () =>
    (
      await server.app.database.db
        .selectFrom('conversation_messages')
        .select('image_id')
        .where('conversation_id', '=', threadId)
        .where('image_id', 'is not', null)
        .execute()
    ).length;

  it('previews the photo; Cancel sends nothing, Send photo sends it; each preview URL is let go', async () => {
    const created = vi.spyOn(URL, 'createObjectURL');
    const revoked = vi.spyOn(URL, 'revokeObjectURL');
    await renderSignedIn(`/dashboard/messages/${threadId}`, seller.user.email);
    const picker = await screen.findByLabelText('Attach a photo');

    // Picking shows it, and sends nothing yet.
    fireEvent.change(picker, { target: { files: [photo] } });
    const preview = await screen.findByRole('figure', { name: 'Photo to send' });
    const image = within(preview).getByRole('img', { name: 'Preview of meter.png' });
    const firstUrl = created.mock.results.at(-1)?.value as string;
    expect(image.getAttribute('src')).toBe(firstUrl);
    expect(within(preview).getByRole('button', { name: 'Send photo' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Send photo'));
    expect(await photosInThread()).toBe(0);

    // Cancel: the preview goes, its URL is released, nothing was sent.
    fireEvent.click(within(preview).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('figure', { name: 'Photo to send' })).toBeNull());
    expect(document.activeElement).toBe(picker);
    expect(revoked).toHaveBeenCalledWith(firstUrl);
    expect(await photosInThread()).toBe(0);

    // Picked again and sent: it arrives in the thread, and that preview's URL is released too.
    fireEvent.change(picker, { target: { files: [photo] } });
    const again = await screen.findByRole('figure', { name: 'Photo to send' });
    const secondUrl = created.mock.results.at(-1)?.value as string;
    expect(secondUrl).not.toBe(firstUrl);
    fireEvent.click(within(again).getByRole('button', { name: 'Send photo' }));
    const messages = await screen.findByRole('list', { name: 'Messages' });
    expect(await within(messages).findByRole('img', { name: 'Shared by You' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('figure', { name: 'Photo to send' })).toBeNull());
    expect(revoked).toHaveBeenCalledWith(secondUrl);
    expect(await photosInThread()).toBe(1);
    // Focus is back on the picker, for the next photo.
    await waitFor(() => expect(document.activeElement).toBe(picker));
  });
});
