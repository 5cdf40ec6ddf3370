import { describe, expect, it } from 'vitest';
import { accepted, refusedPaths } from '../test/parse-checks.js';
import {
  NewSavedSearchSchema,
  SavedSearchChangesSchema,
  SavedSearchFrequencySchema,
  SavedSearchListSchema,
  SavedSearchSchema,
  SavedSearchUnsubscribeSchema,
} from './saved-search.js';

describe('NewSavedSearchSchema', () => {
  const body = { name: ' Leicas under 900 ', query: 'q=leica&category=1&maxPrice=900', frequency: 'daily' };

  it('accepts a search to keep, trimming its name', () => {
    expect(accepted(NewSavedSearchSchema, body)).toEqual({ ...body, name: 'Leicas under 900' });
  });

  it('refuses a blank or long name, a long query and an unknown frequency', () => {
    expect(NewSavedSearchSchema.safeParse({ ...body, name: '  ' }).error?.issues[0]?.message).toBe(
      'name is required',
    );
    expect(refusedPaths(NewSavedSearchSchema, { ...body, name: 'n'.repeat(81) })).toEqual([['name']]);
    expect(refusedPaths(NewSavedSearchSchema, { ...body, query: 'q'.repeat(601) })).toEqual([['query']]);
    expect(refusedPaths(NewSavedSearchSchema, { ...body, query: 'q=a\nb' })).toEqual([['query']]);
    expect(NewSavedSearchSchema.safeParse({ ...body, frequency: 'weekly' }).error?.issues[0]?.message).toBe(
      'frequency must be one of instant, daily',
    );
  });
});

describe('SavedSearchChangesSchema', () => {
  it('accepts any subset of name, paused and frequency', () => {
    expect(accepted(SavedSearchChangesSchema, {})).toEqual({});
    expect(accepted(SavedSearchChangesSchema, { paused: true, frequency: 'instant' })).toEqual({
      paused: true,
      frequency: 'instant',
    });
  });

  it('refuses paused that is not a boolean and a blank name', () => {
    expect(SavedSearchChangesSchema.safeParse({ paused: 'yes' }).error?.issues[0]?.message).toBe(
      'paused must be true or false',
    );
    expect(refusedPaths(SavedSearchChangesSchema, { name: '' })).toEqual([['name']]);
  });
});

describe('SavedSearchSchema', () => {
  const saved = {
    _id: 's1',
    name: 'Leicas',
    query: 'q=leica',
    frequency: 'instant',
    paused: false,
    createdAt: '2026-01-02T10:00:00.000Z',
  };

  it('accepts a saved search and a list of them', () => {
    expect(accepted(SavedSearchListSchema, [saved])).toEqual([saved]);
    expect(SavedSearchFrequencySchema.options).toEqual(['instant', 'daily']);
  });

  it('refuses an unknown frequency or a missing paused flag', () => {
    expect(refusedPaths(SavedSearchSchema, { ...saved, frequency: 'weekly' })).toEqual([['frequency']]);
    expect(refusedPaths(SavedSearchSchema, { ...saved, paused: undefined })).toEqual([['paused']]);
  });
});

describe('SavedSearchUnsubscribeSchema', () => {
  const token = 'abcDEF123_-'.repeat(4).slice(0, 43);

  it('accepts an id and a 43-character URL-safe token', () => {
    expect(token).toHaveLength(43);
    expect(accepted(SavedSearchUnsubscribeSchema, { id: 's1', token })).toEqual({ id: 's1', token });
  });

  it('refuses a bad token or a missing id', () => {
    expect(
      SavedSearchUnsubscribeSchema.safeParse({ id: 's1', token: 'short' }).error?.issues[0]?.message,
    ).toBe('token is not a valid unsubscribe token');
    expect(refusedPaths(SavedSearchUnsubscribeSchema, { id: 's1', token: `${token.slice(1)}+` })).toEqual([
      ['token'],
    ]);
    expect(refusedPaths(SavedSearchUnsubscribeSchema, { token })).toEqual([['id']]);
  });
});
