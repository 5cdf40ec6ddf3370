import { describe, expect, it } from 'vitest';
import { accepted, refusedPaths } from '../test/parse-checks.js';
import {
  BookingFormSchema,
  CreateOrderRequestSchema,
  ListingViewerSchema,
  OrderListSchema,
  OrderSchema,
  OrderStatusSchema,
  UpdateOrderRequestSchema,
} from './order.js';

describe('CreateOrderRequestSchema', () => {
  const body = { productId: 'p1', phoneNumber: '01700 000000', location: ' Dhanmondi 27 ' };

  it('accepts a booking, trimming the location and dropping the fields the spec client adds', () => {
    expect(
      accepted(CreateOrderRequestSchema, {
        ...body,
        userName: 'Bea',
        userEmail: 'bea@example.com',
        price: 900,
      }),
    ).toEqual({ productId: 'p1', phoneNumber: '01700 000000', location: 'Dhanmondi 27' });
  });

  it('refuses a missing product, a bad phone number and a blank or long location', () => {
    expect(refusedPaths(CreateOrderRequestSchema, { ...body, productId: undefined })).toEqual([
      ['productId'],
    ]);
    expect(refusedPaths(CreateOrderRequestSchema, { ...body, phoneNumber: 'abc' })).toContainEqual([
      'phoneNumber',
    ]);
    expect(CreateOrderRequestSchema.safeParse({ ...body, location: '  ' }).error?.issues[0]?.message).toBe(
      'Meeting location is required',
    );
    expect(refusedPaths(CreateOrderRequestSchema, { ...body, location: 'l'.repeat(121) })).toEqual([
      ['location'],
    ]);
  });
});

describe('BookingFormSchema', () => {
  const form = { phoneNumber: '01700 000000', location: 'Cafe Lumen' };
  const messageFor = (location: string) =>
    BookingFormSchema.safeParse({ ...form, location }).error?.issues[0]?.message;

  it('asks the web form for a real place, while the API takes any non-empty one (issue 42)', () => {
    expect(accepted(BookingFormSchema, { ...form, location: ' Café ' })).toEqual({
      ...form,
      location: 'Café',
    });
    expect(messageFor('')).toBe('Meeting location is required');
    expect(messageFor(' x ')).toBe('Name a place to meet: at least 4 characters');
    expect(messageFor('1234')).toBe('Name a place to meet, e.g. Central Station, main hall');
    // The older client's booking with a short place still goes through the API.
    expect(accepted(CreateOrderRequestSchema, { productId: 'p1', ...form, location: 'x' }).location).toBe(
      'x',
    );
  });
});

describe('UpdateOrderRequestSchema', () => {
  it('accepts the four answers to a booking and refuses pending', () => {
    for (const status of ['accepted', 'declined', 'cancelled', 'completed']) {
      expect(accepted(UpdateOrderRequestSchema, { status })).toEqual({ status });
    }
    const result = UpdateOrderRequestSchema.safeParse({ status: 'pending' });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['status']]);
    expect(result.error?.issues[0]?.message).toBe(
      'status must be accepted, declined, cancelled or completed',
    );
  });
});

describe('OrderSchema', () => {
  const order = {
    _id: 'o1',
    productId: 'p1',
    productName: 'Sony A7 III',
    price: 900,
    askedPrice: null,
    offerId: null,
    userName: 'Bea',
    userEmail: 'bea@example.com',
    phoneNumber: '01700 000000',
    location: 'Dhanmondi 27',
    status: 'pending',
    createdAt: '2026-01-02T10:00:00.000Z',
    updatedAt: '2026-01-02T10:00:00.000Z',
    seller: null,
    product: { imgURL: 'https://refocus.example/images/a7.webp', status: 'booked', removed: false },
    meeting: {
      timeZone: 'Europe/Lisbon',
      agreed: null,
      proposals: [{ startsAt: '2026-01-03T11:00:00.000Z', local: '2026-01-03T11:00' }],
      proposedBy: 'buyer',
    },
  };

  it('accepts a booking before and after the seller accepted it, and one an offer became', () => {
    const acceptedOrder = {
      ...order,
      status: 'accepted',
      seller: { name: 'Sam', phoneNumber: '01800 000000' },
      askedPrice: 1000,
      offerId: 'f1',
      meeting: {
        ...order.meeting,
        agreed: { startsAt: '2026-01-03T11:00:00.000Z', local: '2026-01-03T11:00' },
        proposals: [],
        proposedBy: null,
      },
    };
    expect(accepted(OrderListSchema, [order, acceptedOrder])).toEqual([order, acceptedOrder]);
  });

  it('refuses an unknown status, a missing seller and an unknown listing status', () => {
    expect(OrderStatusSchema.safeParse('paid').success).toBe(false);
    expect(refusedPaths(OrderSchema, { ...order, status: 'paid' })).toEqual([['status']]);
    expect(refusedPaths(OrderSchema, { ...order, seller: undefined })).toEqual([['seller']]);
    expect(refusedPaths(OrderSchema, { ...order, meeting: undefined })).toEqual([['meeting']]);
    expect(
      refusedPaths(OrderSchema, { ...order, product: { ...order.product, status: 'withdrawn' } }),
    ).toEqual([['product', 'status']]);
  });
});

describe('ListingViewerSchema', () => {
  it('accepts the seller view and the buyer view', () => {
    const seller = {
      ownListing: true,
      pendingBookings: 2,
      openBooking: null,
      openOffer: null,
      pendingOffers: 1,
    };
    const buyer = {
      ownListing: false,
      pendingBookings: null,
      openBooking: { _id: 'o1', status: 'pending', createdAt: '2026-01-02T10:00:00.000Z' },
      openOffer: { _id: 'f1', amount: 800, turn: 'seller', expiresAt: '2026-01-04T10:00:00.000Z' },
      pendingOffers: null,
    };
    expect(accepted(ListingViewerSchema, seller)).toEqual(seller);
    expect(accepted(ListingViewerSchema, buyer)).toEqual(buyer);
  });

  it('refuses an open booking that is not running', () => {
    expect(
      refusedPaths(ListingViewerSchema, {
        ownListing: false,
        pendingBookings: null,
        openBooking: { _id: 'o1', status: 'completed', createdAt: '2026-01-02T10:00:00.000Z' },
        openOffer: null,
        pendingOffers: null,
      }),
    ).toEqual([['openBooking', 'status']]);
    expect(
      refusedPaths(ListingViewerSchema, {
        ownListing: true,
        pendingBookings: 1.5,
        openBooking: null,
        openOffer: null,
        pendingOffers: 0,
      }),
    ).toEqual([['pendingBookings']]);
  });
});
