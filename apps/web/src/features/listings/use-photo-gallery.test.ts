import { describe, expect, it } from 'vitest';
import { moved } from './use-photo-gallery';

/** The gallery editor's reorder: drag and the Move buttons all come down to `moved`. */
describe('moving a photo in the gallery', () => {
  const photos = ['a', 'b', 'c', 'd'];

  it('moves one photo to another place, the others keeping their order', () => {
    expect(moved(photos, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moved(photos, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moved(photos, 1, 2)).toEqual(['a', 'c', 'b', 'd']);
  });

  it('leaves the gallery as it is for a move past either end or onto itself', () => {
    expect(moved(photos, 0, -1)).toBe(photos);
    expect(moved(photos, 3, 4)).toBe(photos);
    expect(moved(photos, 2, 2)).toBe(photos);
    expect(photos).toEqual(['a', 'b', 'c', 'd']);
  });
});
