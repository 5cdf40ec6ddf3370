import { describe, expect, it } from 'vitest';
import { amountProblem, boundsText, offerBounds } from './offer-bounds';

describe('offer bounds', () => {
  it('runs from half the asking price, rounded up, to a dollar below it', () => {
    expect(offerBounds(500)).toEqual({ min: 250, max: 499 });
    expect(offerBounds(499)).toEqual({ min: 250, max: 498 });
    // A price with cents: the whole amounts below it.
    expect(offerBounds(499.5)).toEqual({ min: 250, max: 499 });
    expect(boundsText(offerBounds(500))).toBe('Between $250 and $499');
  });

  it('names what is wrong with a typed amount', () => {
    const bounds = offerBounds(500);
    expect(amountProblem('', bounds)).toBe('Enter an amount in whole dollars');
    expect(amountProblem('abc', bounds)).toBe('Enter an amount in whole dollars');
    expect(amountProblem('300.50', bounds)).toBe('Enter a whole amount, without cents');
    expect(amountProblem('249', bounds)).toBe('At least $250: half the asking price');
    expect(amountProblem('500', bounds)).toBe('Below the asking price: at most $499');
    expect(amountProblem('450', bounds, 450)).toBe('$450 is already on the table: name another price');
    expect(amountProblem(' 250 ', bounds)).toBeUndefined();
    expect(amountProblem('499', bounds, 450)).toBeUndefined();
  });
});
