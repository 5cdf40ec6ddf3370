// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PriceSummary } from './components/price-summary';

/** Issue 19, item 10: a price new below the asking price is never shown as a saving. */
describe('price summary', () => {
  afterEach(cleanup);

  it('shows the price new plainly, not struck through, when it is below the asking price', () => {
    const above = render(<PriceSummary product={{ resalePrice: 900, originalPrice: 500 }} />);
    expect(above.container.querySelector('s')).toBeNull();
    expect(above.container.textContent).not.toMatch(/You save/);
    above.unmount();
    const below = render(<PriceSummary product={{ resalePrice: 400, originalPrice: 500 }} />);
    expect(below.container.querySelector('s')?.textContent).toMatch(/500/);
  });
});
