import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';
import { listCamera, newCamera } from '../fixtures/listings';
import { expect, test } from '../fixtures/login';
import { person } from '../fixtures/people';

/** Issue 15 item 3: after a completed booking both sides review; the seller answers; the rating shows. */

const bookingOf = (page: Page, productName: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: productName }) });

async function productOf(api: APIRequestContext, name: string) {
  const found = await api.get(`/api/products?q=${encodeURIComponent(name)}`);
  // Both test cameras share most words: the one named exactly.
  const product = ((await found.json()) as { _id: string; name: string; sellerId: string }[]).find(
    (p) => p.name === name,
  );
  if (!product) throw new Error(`${name} is not on the storefront`);
  return product;
}

test('the seller completes the booking and both review; the seller answers; the rating shows', async ({
  page: sellerPage,
  browser,
  login,
}) => {
  test.setTimeout(120_000);
  const seller = await login({ seller: true });
  const sold = newCamera(2, 700);
  const onSale = newCamera(2, 720);
  await listCamera(sellerPage.request, seller.accessToken, sold);
  await listCamera(sellerPage.request, seller.accessToken, onSale);
  const { _id: productId, sellerId } = await productOf(sellerPage.request, sold.name);

  // The buyer books through the API: this journey is about what follows the sale.
  const buyer = await person(browser);
  const buyerAccount = await login({ prefix: 'buyer' }, buyer.context);
  const booked = await buyer.context.request.post('/api/orders', {
    headers: { authorization: `Bearer ${buyerAccount.accessToken}` },
    data: { productId, phoneNumber: '555 0100', location: 'Harbour café' },
  });
  expect(booked.ok(), await booked.text()).toBe(true);

  // The seller accepts and completes, then rates the buyer.
  await sellerPage.goto('/dashboard/bookings');
  const booking = bookingOf(sellerPage, sold.name);
  await expect(booking.getByRole('form')).toHaveCount(0);
  await booking.getByRole('button', { name: /^Accept/ }).click();
  await sellerPage
    .getByRole('dialog', { name: 'Accept this booking?' })
    .getByRole('button', { name: 'Accept booking' })
    .click();
  await booking.getByRole('button', { name: /^Mark completed: / }).click();
  await sellerPage
    .getByRole('dialog', { name: 'Mark this sale completed?' })
    .getByRole('button', { name: 'Mark completed' })
    .click();
  await expect(booking).toContainText('completed');
  const sellerForm = booking.getByRole('form', { name: `Review ${buyerAccount.name} of ${sold.name}` });
  await sellerForm.getByRole('button', { name: 'Post review' }).click();
  await expect(sellerForm.getByText('Choose from 1 to 5 stars')).toBeVisible();
  // The review form (and its error) is a screen of its own for axe: it shows only here.
  await expectNoAxeViolations(sellerPage, 'review form with errors');
  await sellerForm.getByRole('radio', { name: '5 stars' }).check();
  await sellerForm.getByLabel('Your review').fill('On time and friendly.');
  await sellerForm.getByRole('button', { name: 'Post review' }).click();
  const sellerReview = booking.getByRole('region', { name: `Your review of ${buyerAccount.name}` });
  await expect(sellerReview).toContainText('On time and friendly.');
  await expect(sellerReview.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();

  // The buyer rates the seller, then changes the review with Edit.
  await buyer.page.goto('/dashboard/my-orders');
  const order = bookingOf(buyer.page, sold.name);
  const buyerForm = order.getByRole('form', { name: `Review the seller of ${sold.name}` });
  await buyerForm.getByRole('radio', { name: '3 stars' }).check();
  await buyerForm.getByLabel('Your review').fill('Fine camera.');
  await buyerForm.getByRole('button', { name: 'Post review' }).click();
  const buyerReview = order.getByRole('region', { name: 'Your review of the seller' });
  await expect(buyerReview).toContainText('Fine camera.');
  await buyerReview.getByRole('button', { name: `Edit your review of ${sold.name}` }).click();
  const editForm = order.getByRole('form', { name: `Change your review of the seller for ${sold.name}` });
  await expect(editForm.getByRole('radio', { name: '3 stars' })).toBeChecked();
  await editForm.getByRole('radio', { name: '4 stars' }).check();
  await editForm.getByLabel('Your review').fill('Great camera, exactly as described.');
  await editForm.getByRole('button', { name: 'Save review' }).click();
  await expect(buyerReview).toContainText('Great camera, exactly as described.');
  await expect(buyerReview.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
  await buyer.page.reload();
  await expect(buyerReview).toContainText('Great camera, exactly as described.');
  expect(buyer.errors).toEqual([]);
  await buyer.context.close();

  // The seller's page shows the rating and the review; the seller answers it once.
  await sellerPage.goto(`/sellers/${sellerId}`);
  await expect(sellerPage.getByTestId('rating-summary')).toContainText('4.0 ★ (1 review)');
  const reviews = sellerPage.getByRole('list', { name: 'Reviews of this seller' });
  const review = reviews.getByRole('listitem').filter({ hasText: 'Great camera, exactly as described.' });
  await expect(review).toContainText(buyerAccount.name);
  await review.getByRole('button', { name: `Answer ${buyerAccount.name}'s review` }).click();
  await review.getByLabel('Your answer').fill('Thank you, enjoy it!');
  await review.getByRole('button', { name: 'Post answer' }).click();
  await expect(review).toContainText('Thank you, enjoy it!');
  await expect(review.getByRole('button', { name: /^Answer/ })).toHaveCount(0);

  // The card of the seller's other camera and its page show the rating.
  await sellerPage.goto(`/products?q=${encodeURIComponent(onSale.name)}`);
  const card = sellerPage.getByRole('listitem').filter({ hasText: onSale.name });
  await expect(card.getByTestId('card-rating')).toContainText('4.0 (1)');
  await card.getByRole('link', { name: `Book to meet ${onSale.name}` }).click();
  await expect(sellerPage.getByRole('heading', { name: onSale.name, level: 1 })).toBeVisible();
  await expect(sellerPage.getByTestId('rating-summary')).toContainText('4.0 ★ (1 review)');
});
