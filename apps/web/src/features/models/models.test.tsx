// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { logIn, uniqueEmail } from '../../../../server/test/sessions';
import type { TestApp } from '../../../../server/test/test-app';
import { cleanup, renderSignedIn, startApiServer } from '../../../test/app-under-test';

interface ModelJson {
  slug: string;
  name: string;
  brand: { id: number; name: string };
  year: number;
}

/** Issue 44, item 2: Dashboard → Models — search the catalogue, add a model, merge a duplicate. */
describe('the Models page', () => {
  let server: TestApp;
  const admin = { email: uniqueEmail('admin'), password: 'admin password' };
  const user = userEvent.setup({ delay: null });

  beforeAll(async () => {
    server = await startApiServer({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
  });
  afterEach(cleanup);
  afterAll(() => server.close());

  const search = async (q: string) =>
    (await server.app.inject({ url: `/api/models?q=${encodeURIComponent(q)}` })).json() as ModelJson[];
  const addForm = () => screen.getByRole('region', { name: 'Add a model' });
  /** The message under a field, tied to it for screen readers. */
  const errorOf = (field: HTMLElement) =>
    field.getAttribute('aria-invalid') === 'true'
      ? document.getElementById(field.getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent
      : undefined;
  async function searchFor(q: string) {
    const field = screen.getByLabelText('Search models');
    await user.clear(field);
    await user.type(field, q);
    await user.click(screen.getByRole('button', { name: 'Search' }));
  }

  it('adds a model, which the search then finds', async () => {
    const view = await renderSignedIn('/dashboard/models', admin.email, admin.password);
    expect(await screen.findByRole('heading', { name: 'Models', level: 1 })).toBeTruthy();
    expect(await search('Quokka QX1')).toEqual([]);

    const form = addForm();
    await user.type(within(form).getByLabelText('Model name'), 'Quokka QX1');
    // The brands of the menu, past the first three too.
    const brand = within(form).getByLabelText('Brand');
    await within(brand).findByRole('option', { name: 'Fujifilm' });
    await user.selectOptions(brand, 'Fujifilm');
    await user.selectOptions(within(form).getByLabelText('Type'), 'Body');
    await user.selectOptions(within(form).getByLabelText('Mount'), 'Fujifilm X');
    await user.type(within(form).getByLabelText('Year it came out'), '2021');
    await user.click(within(form).getByRole('button', { name: 'Add model' }));
    await waitFor(() => expect(within(form).getByLabelText('Model name')).toHaveProperty('value', ''));
    expect(await search('Quokka QX1')).toMatchObject([
      {
        slug: 'quokka-qx1',
        name: 'Quokka QX1',
        brand: { id: 4, name: 'Fujifilm' },
        type: 'body',
        year: 2021,
      },
    ]);

    await searchFor('quokka qx1');
    await waitFor(() => expect(view.router.state.location.search).toBe('?q=quokka+qx1'));
    const table = await screen.findByRole('table', { name: 'Models matching “quokka qx1”' });
    const row = within(table).getByRole('rowheader', { name: 'Quokka QX1' }).closest('tr') as HTMLElement;
    expect([...row.querySelectorAll('td')].slice(0, 5).map((cell) => cell.textContent)).toEqual([
      'Fujifilm',
      'Body',
      'Fujifilm X',
      '2021',
      'quokka-qx1',
    ]);
  });

  it('says what is missing before sending, and the server refusal under its field (a slug taken, 409)', async () => {
    await renderSignedIn('/dashboard/models', admin.email, admin.password);
    const form = await screen.findByRole('region', { name: 'Add a model' });
    await user.click(within(form).getByRole('button', { name: 'Add model' }));
    await waitFor(() => expect(errorOf(within(form).getByLabelText('Brand'))).toBe('Choose a brand'));
    expect(errorOf(within(form).getByLabelText('Type'))).toBe('Choose a type');
    expect(errorOf(within(form).getByLabelText('Model name'))).toBe('name must not be empty');
    expect(errorOf(within(form).getByLabelText('Year it came out'))).toBe('year must be a whole number');

    await user.type(within(form).getByLabelText('Model name'), 'Quokka QX1 again');
    await user.type(within(form).getByLabelText('Slug (optional)'), 'fujifilm-x-t5');
    await user.selectOptions(within(form).getByLabelText('Brand'), 'Fujifilm');
    await user.selectOptions(within(form).getByLabelText('Type'), 'Compact');
    await user.type(within(form).getByLabelText('Year it came out'), '2020');
    await user.click(within(form).getByRole('button', { name: 'Add model' }));
    const slug = within(form).getByLabelText('Slug (optional)');
    await waitFor(() => expect(errorOf(slug)).toBe('A model already has the slug fujifilm-x-t5'));
    expect(errorOf(within(form).getByLabelText('Brand'))).toBeUndefined();
    expect(await search('Quokka QX1 again')).toEqual([]);
  });

  it('merges a duplicate into the model kept, after choosing it and confirming', async () => {
    const session = await logIn(server.app, admin.email, admin.password);
    const added = await server.app.inject({
      method: 'POST',
      url: '/api/admin/models',
      headers: session.auth,
      payload: { name: 'Fuji XT5 twin', brandId: 4, type: 'body', mount: 'Fujifilm X', year: 2022 },
    });
    expect(added.statusCode).toBe(201);
    const kept = (await search('Fujifilm X-T5')).find((model) => model.name === 'Fujifilm X-T5');
    expect(kept).toBeDefined();

    await renderSignedIn('/dashboard/models?q=xt5%20twin', admin.email, admin.password);
    const table = await screen.findByRole('table', { name: 'Models matching “xt5 twin”' });
    await user.click(within(table).getByRole('button', { name: 'Merge Fuji XT5 twin into another model' }));
    const dialog = await screen.findByRole('dialog', { name: 'Merge Fuji XT5 twin into another model' });
    const merge = within(dialog).getByRole('button', { name: 'Merge' });
    expect(merge).toHaveProperty('disabled', true);

    await user.type(within(dialog).getByLabelText('Model to keep'), 'Fujifilm X-T5');
    await user.click(within(dialog).getByRole('button', { name: 'Find' }));
    await user.click(await within(dialog).findByRole('radio', { name: 'Fujifilm X-T5 (Fujifilm, 2022)' }));
    expect(dialog.textContent).toContain('Fuji XT5 twin (fuji-xt5-twin) will answer as Fujifilm X-T5');
    await user.click(merge);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // The duplicate answers as the model kept, and leaves the search, here and in the API.
    const answer = await server.app.inject({ url: '/api/models/fuji-xt5-twin' });
    expect(answer.json()).toMatchObject({ slug: kept?.slug, name: 'Fujifilm X-T5' });
    expect((await search('xt5 twin')).map((model) => model.name)).not.toContain('Fuji XT5 twin');
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Fuji XT5 twin' })).toBeNull());
  });
});
