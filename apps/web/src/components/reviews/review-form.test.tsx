// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inEnglish } from '../../../test/in-english';
import { ReviewForm } from './review-form';
import { RatingSummary } from './stars';

/** Issue 15 item 3: stars as a radio group and a text; nothing is sent until both are given. */
describe('review form', () => {
  afterEach(cleanup);

  it('asks for stars and words, then sends the trimmed review', async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(<ReviewForm label="Review the seller" submitLabel="Post review" onSubmit={onSubmit} />, inEnglish);
    await userEvent.click(screen.getByRole('button', { name: 'Post review' }));
    expect(screen.getByText('Choose from 1 to 5 stars')).toBeTruthy();
    expect(screen.getByText('Write a few words')).toBeTruthy();
    expect(screen.getByLabelText('Your review').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();

    expect(screen.getByRole('group', { name: 'Rating' })).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    expect((screen.getByRole('radio', { name: '4 stars' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.type(screen.getByLabelText('Your review'), '  Lovely camera.  ');
    await userEvent.click(screen.getByRole('button', { name: 'Post review' }));
    expect(onSubmit).toHaveBeenCalledWith({ rating: 4, text: 'Lovely camera.' });
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    const onSubmit = vi.fn(async () => {
      throw new Error('You have reviewed this booking already; change your review instead.');
    });
    render(
      <ReviewForm
        label="Change your review"
        initial={{ rating: 2, text: 'Meh' }}
        submitLabel="Save review"
        onSubmit={onSubmit}
      />,
      inEnglish,
    );
    expect((screen.getByRole('radio', { name: '2 stars' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Save review' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/reviewed this booking already/);
    expect((screen.getByLabelText('Your review') as HTMLTextAreaElement).value).toBe('Meh');
  });

  it('sums a rating up, or says there is none', () => {
    const { container, rerender } = render(<RatingSummary rating={{ average: 4.7, count: 12 }} />, inEnglish);
    expect(container.textContent).toContain('4.7 ★ (12 reviews)');
    expect(container.textContent).toContain('Rated 4.7 out of 5 from 12 reviews');
    rerender(<RatingSummary rating={{ average: null, count: 0 }} />);
    expect(container.textContent).toBe('No reviews yet');
  });
});
