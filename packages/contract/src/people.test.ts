import { describe, expect, it } from 'vitest';
import { accepted, refusedPaths } from '../test/parse-checks.js';
import { PeopleQuerySchema, PersonListSchema, PersonSchema, PersonStateChangeSchema } from './people.js';
import { SellerListingsQuerySchema, SellerProfileSchema } from './seller.js';

describe('PersonSchema', () => {
  const person = {
    _id: 'u1',
    name: 'Sam',
    email: 'sam@example.com',
    disabled: false,
    role: 'seller',
    joinedAt: '2025-01-01T10:00:00.000Z',
    listings: 3,
    orders: 0,
  };

  it('accepts a person in an admin list', () => {
    expect(accepted(PersonListSchema, [person])).toEqual([person]);
  });

  it('refuses an admin role, fractional counts and a missing state', () => {
    expect(refusedPaths(PersonSchema, { ...person, role: 'admin' })).toEqual([['role']]);
    expect(refusedPaths(PersonSchema, { ...person, orders: 0.5 })).toEqual([['orders']]);
    expect(refusedPaths(PersonSchema, { ...person, disabled: undefined })).toEqual([['disabled']]);
  });
});

describe('PeopleQuerySchema', () => {
  it('defaults to the oldest first by join date', () => {
    expect(accepted(PeopleQuerySchema, {})).toEqual({ page: 1, limit: 24, sort: 'joined', order: 'asc' });
  });

  it('trims the search and takes a sort and order', () => {
    expect(accepted(PeopleQuerySchema, { q: '  bea ', sort: 'email', order: 'desc', page: '3' })).toEqual({
      q: 'bea',
      sort: 'email',
      order: 'desc',
      page: 3,
      limit: 24,
    });
  });

  it('refuses a long search, an unknown sort or order', () => {
    expect(refusedPaths(PeopleQuerySchema, { q: 'q'.repeat(101) })).toEqual([['q']]);
    expect(PeopleQuerySchema.safeParse({ sort: 'role' }).error?.issues[0]?.message).toBe(
      'sort must be one of joined, name, email',
    );
    expect(refusedPaths(PeopleQuerySchema, { order: 'up' })).toEqual([['order']]);
  });
});

describe('PersonStateChangeSchema', () => {
  it('accepts disabled true or false only', () => {
    expect(accepted(PersonStateChangeSchema, { disabled: true })).toEqual({ disabled: true });
    expect(PersonStateChangeSchema.safeParse({ disabled: 'true' }).error?.issues[0]?.message).toBe(
      'disabled must be true or false',
    );
    expect(refusedPaths(PersonStateChangeSchema, {})).toEqual([['disabled']]);
  });
});

describe('SellerProfileSchema', () => {
  const profile = {
    id: 'u2',
    name: 'Sam',
    photoURL: null,
    memberSince: '2025-01-01T10:00:00.000Z',
    availableListings: 4,
    rating: { average: null, count: 0 },
  };

  it('accepts a seller without reviews or photo, and with them', () => {
    expect(accepted(SellerProfileSchema, profile)).toEqual(profile);
    const rated = {
      ...profile,
      photoURL: 'https://img.example/sam.webp',
      rating: { average: 4.7, count: 12 },
    };
    expect(accepted(SellerProfileSchema, rated)).toEqual(rated);
  });

  it('refuses a missing rating or a fractional listing count', () => {
    expect(refusedPaths(SellerProfileSchema, { ...profile, rating: undefined })).toEqual([['rating']]);
    expect(refusedPaths(SellerProfileSchema, { ...profile, availableListings: 1.5 })).toEqual([
      ['availableListings'],
    ]);
  });
});

describe('SellerListingsQuerySchema', () => {
  it('pages listings on sale by default, and sold ones when asked', () => {
    expect(accepted(SellerListingsQuerySchema, {})).toEqual({ page: 1, limit: 24, includeSold: false });
    expect(accepted(SellerListingsQuerySchema, { includeSold: 'true' }).includeSold).toBe(true);
    expect(refusedPaths(SellerListingsQuerySchema, { includeSold: 'yes' })).toEqual([['includeSold']]);
  });
});
