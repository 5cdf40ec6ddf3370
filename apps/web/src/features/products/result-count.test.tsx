// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { inEnglish } from '../../../test/in-english';
import { Pagination } from '../../components/pagination';
import { ResultCount } from './components/result-count';

/** Decision 053: an estimated total is said to be one, and so is a capped one. */
describe('how many cameras a list holds', () => {
  afterEach(cleanup);

  it('says a counted total as it is, an estimated one as about, and a capped one as more than', () => {
    const text = (props: Parameters<typeof ResultCount>[0]) =>
      render(<ResultCount {...props} />, inEnglish).container.textContent;
    expect(text({ page: 2, pageSize: 24, shown: 24, total: 60 })).toBe('Showing 25–48 of 60 cameras');
    expect(text({ page: 1, pageSize: 24, shown: 1, total: 1 })).toBe('Showing 1–1 of 1 camera');
    expect(text({ page: 1, pageSize: 24, shown: 24, total: 3_372, totalKind: 'estimated' })).toBe(
      'Showing 1–24 of about 3,400 cameras',
    );
    expect(text({ page: 1, pageSize: 24, shown: 24, total: 10_000, totalKind: 'at-least' })).toBe(
      'Showing 1–24 of more than 10,000 cameras',
    );
    // Past an estimate that fell short: the range alone.
    expect(text({ page: 143, pageSize: 24, shown: 24, total: 3_400, totalKind: 'estimated' })).toBe(
      'Showing 3,409–3,432 cameras',
    );
  });

  it('numbers pages exactly only when the total is counted', () => {
    const text = (props: Parameters<typeof Pagination>[0]) => {
      const router = createMemoryRouter([{ path: '/', element: <Pagination {...props} /> }]);
      return render(<RouterProvider router={router} />, inEnglish).container.querySelector('[aria-live]')
        ?.textContent;
    };
    const cursors = { next: 'n', prev: 'p' };
    expect(text({ page: 3, pageCount: 12, cursors })).toBe('Page 3 of 12');
    expect(text({ page: 3, pageCount: 141, cursors, totalKind: 'estimated' })).toBe('Page 3 of about 141');
    expect(text({ page: 3, pageCount: 417, cursors, totalKind: 'at-least' })).toBe('Page 3 of at least 417');
    expect(text({ page: 141, pageCount: 141, cursors, totalKind: 'estimated' })).toBe(
      'Page 141 of about 141',
    );
    // Past the estimate, following next: the page alone, not "page 143 of about 141".
    expect(text({ page: 143, pageCount: 141, cursors, totalKind: 'estimated' })).toBe('Page 143');
  });
});
