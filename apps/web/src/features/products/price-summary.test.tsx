// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { inEnglish } from '../../../test/in-english';
import { PriceSummary } from './components/price-summary';

/** Issue 19, item 10: a price new below the asking price is never shown as a saving. */
describe('price summary', () => {
  afterEach(cleanup);

  it('shows the price new plainly, not struck through, when it is below the asking price', () => {
    const above = render(<PriceSummary product={{ resalePrice: 900, originalPrice: 500 }} />, inEnglish);
    expect(above.container.querySelector('s')).toBeNull();
    expect(above.container.textContent).not.toMatch(/You save/);
    expect(above.container.textContent).toContain('Price new $500');
    above.unmount();
    const below = render(<PriceSummary product={{ resalePrice: 400, originalPrice: 500 }} />, inEnglish);
    expect(below.container.querySelector('s')?.textContent).toMatch(/500/);
  });

  // Issue 42, item 9: two struck prices side by side say which is which.
  it('reads the struck prices as "was" (the asking price before) and "new" (the price new)', () => {
    const view = render(
      <PriceSummary product={{ resalePrice: 1299, previousPrice: 1499, originalPrice: 2199 }} />,
      inEnglish,
    );
    const struck = [...view.container.querySelectorAll('s')];
    expect(struck.map((price) => price.parentElement?.textContent)).toEqual([
      'was $1,499',
      'new price $2,199',
    ]);
  });
});
