import { itemKey, parseItemKey, reasonLabel } from '../src/features/queue/utils/labels';

describe('item keys in the address', () => {
  it('round-trips', () => {
    expect(parseItemKey(itemKey('comment', 41))).toEqual({ itemType: 'comment', itemId: 41 });
    expect(parseItemKey(itemKey('photo', 7))).toEqual({ itemType: 'photo', itemId: 7 });
  });

  it.each([null, '', 'comment', 'comment-0', 'comment-01', 'post-1', 'comment-1x', 'comment-12345678901'])(
    'refuses %p',
    (key) => {
      expect(parseItemKey(key)).toBeNull();
    },
  );

  it('words reasons as the report dialog does, and passes others through', () => {
    expect(reasonLabel('private_information')).toBe('Private information');
    expect(reasonLabel('First post with a link')).toBe('First post with a link');
  });
});
