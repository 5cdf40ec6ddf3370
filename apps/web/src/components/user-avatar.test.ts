import { describe, expect, it } from 'vitest';
import { initialsOf } from './user-avatar';

describe('initialsOf', () => {
  it.each([
    ['Ada Lovelace', 'AL'],
    ['ada', 'A'],
    ['  Jean   Paul  Sartre ', 'JS'],
    ['élodie durand', 'ÉD'],
    ['😀 Smile', '😀S'],
    ['', '?'],
    ['   ', '?'],
  ])('%j → %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
