import { describe, expect, it } from 'vitest';
import { accepted, refusedPaths } from '../test/parse-checks.js';
import {
  CreateOfferRequestSchema,
  OFFER_RULES,
  OfferListQuerySchema,
  OfferListSchema,
  OfferMoveRequestSchema,
} from './offer.js';

describe('CreateOfferRequestSchema', () => {
  it('accepts a whole amount with or without a note, trimming the note', () => {
    expect(accepted(CreateOfferRequestSchema, { productId: 'p1', amount: 900 })).toEqual({
      productId: 'p1',
      amount: 900,
    });
    expect(
      accepted(CreateOfferRequestSchema, { productId: 'p1', amount: 900, note: ' Cash on Saturday ' }),
    ).toMatchObject({ note: 'Cash on Saturday' });
  });

  it('refuses cents, nothing, a text amount and a note past its length, naming the field', () => {
    expect(refusedPaths(CreateOfferRequestSchema, { productId: 'p1', amount: 899.5 })).toEqual([['amount']]);
    expect(refusedPaths(CreateOfferRequestSchema, { productId: 'p1', amount: 0 })).toEqual([['amount']]);
    expect(refusedPaths(CreateOfferRequestSchema, { productId: 'p1', amount: '900' })).toEqual([['amount']]);
    expect(
      refusedPaths(CreateOfferRequestSchema, {
        productId: 'p1',
        amount: 900,
        note: 'x'.repeat(OFFER_RULES.noteMax + 1),
      }),
    ).toEqual([['note']]);
    expect(refusedPaths(CreateOfferRequestSchema, { amount: 900 })).toEqual([['productId']]);
  });
});

describe('OfferMoveRequestSchema', () => {
  it('takes an amount with counter, and only with counter', () => {
    expect(accepted(OfferMoveRequestSchema, { action: 'counter', amount: 950 })).toEqual({
      action: 'counter',
      amount: 950,
    });
    expect(accepted(OfferMoveRequestSchema, { action: 'accept' })).toEqual({ action: 'accept' });
    expect(refusedPaths(OfferMoveRequestSchema, { action: 'counter' })).toEqual([['amount']]);
    expect(refusedPaths(OfferMoveRequestSchema, { action: 'withdraw', amount: 950 })).toEqual([['amount']]);
    expect(refusedPaths(OfferMoveRequestSchema, { action: 'haggle' })).toEqual([['action']]);
  });
});

describe('OfferListQuerySchema and OfferSchema', () => {
  it('filters by side and by open or closed', () => {
    expect(accepted(OfferListQuerySchema, { role: 'seller', status: 'open' })).toEqual({
      role: 'seller',
      status: 'open',
    });
    expect(refusedPaths(OfferListQuerySchema, { role: 'admin' })).toEqual([['role']]);
    expect(refusedPaths(OfferListQuerySchema, { status: 'expired' })).toEqual([['status']]);
  });

  it('accepts an offer as the API answers it, and refuses an unknown status', () => {
    const offer = {
      _id: 'f1',
      product: {
        _id: 'p1',
        name: 'Sony A7 III',
        imgURL: '/a7.webp',
        status: 'available',
        resalePrice: 1000,
        removed: false,
      },
      askedPrice: 1000,
      amount: 900,
      note: '',
      status: 'open',
      turn: 'seller',
      role: 'buyer',
      buyerName: 'Bea',
      sellerName: 'Sam',
      rounds: 1,
      moves: [{ by: 'buyer', action: 'offer', amount: 900, createdAt: '2026-01-02T10:00:00.000Z' }],
      expiresAt: '2026-01-04T10:00:00.000Z',
      orderId: null,
      createdAt: '2026-01-02T10:00:00.000Z',
      updatedAt: '2026-01-02T10:00:00.000Z',
    };
    expect(accepted(OfferListSchema, [offer])).toEqual([offer]);
    expect(refusedPaths(OfferListSchema, [{ ...offer, status: 'haggling' }])).toEqual([[0, 'status']]);
  });
});
