// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { smallPng } from '../../../../server/test/image-corpus';
import { signUp } from '../../../../server/test/sessions';
import type { TestApp } from '../../../../server/test/test-app';
import { cleanup, renderSignedIn, startApiServer } from '../../../test/app-under-test';

/** The profile photo in Account Settings, against a real server: checked, uploaded, shown, removed. */
describe('profile photo', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startApiServer();
  });
  afterEach(cleanup);
  afterAll(() => server.close());

  async function openSettings(name = 'Grace Hopper') {
    const person = await signUp(server.app, { name });
    await renderSignedIn('/dashboard/settings', person.user.email);
    await screen.findByRole('heading', { name: 'Account Settings', level: 1 }, { timeout: 10_000 });
    await screen.findByRole('link', { name: `Account settings of ${name}` });
    // Looked up each time: the navbar may draw it anew when the session changes.
    const navbarAvatar = () => screen.getByRole('link', { name: `Account settings of ${name}` });
    return { person, navbarAvatar };
  }
  const photoOnServer = async (uid: string) =>
    (
      await server.app.database.db
        .selectFrom('users')
        .select(['photo_url', 'photo_image_id'])
        .where('id', '=', uid)
        .executeTakeFirstOrThrow()
    ).photo_url;

  it('refuses a file that is not an image next to the field, without sending it', async () => {
    const { person } = await openSettings('Alan Turing');
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      screen.getByLabelText('Add a photo'),
      new File(['not a photo'], 'notes.txt', { type: 'text/plain' }),
    );
    const field = screen.getByLabelText('Add a photo');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/^Choose an image file/)).toBeTruthy();
    expect(await photoOnServer(person.user.uid)).toBeNull();
  });

  it('uploads the chosen photo and shows it in the navbar instead of the initials', async () => {
    const { person, navbarAvatar } = await openSettings();
    expect(navbarAvatar().textContent).toBe('GH');
    const png = await smallPng(320, 240);
    await userEvent.upload(
      screen.getByLabelText('Add a photo'),
      new File([new Uint8Array(png)], 'me.png', { type: 'image/png' }),
    );
    // The first toast of the run loads the toast library (a lazy chunk): slow on a busy machine.
    expect(await screen.findByText('Photo Updated Successfully', {}, { timeout: 30_000 })).toBeTruthy();
    // Decorative (alt=""): the link around it carries the name.
    const shown = await waitFor(() => {
      const img = navbarAvatar().querySelector('img');
      expect(img?.getAttribute('src')).toMatch(/^\/api\/images\/[0-9a-f]{64}\/256\.webp$/);
      return img as HTMLImageElement;
    });
    expect(navbarAvatar().textContent).toBe('');
    expect(await photoOnServer(person.user.uid)).toBe(shown.getAttribute('src'));
    // Removing it, and the settings screen staying on after the upload, are the browser journey's
    // (e2e/specs/account-settings.spec.ts): here the screen re-rendered slowly under load.
  }, 60_000);
});
