import { feedFilters, isId, MAX_ID, positiveId } from '../url-ids.mjs';

describe('positiveId, the one id parser of addresses and API paths', () => {
  it.each(['1', '42', '2147483647'])('reads the canonical id %s', (text) => {
    expect(positiveId(text)).toBe(Number(text));
  });

  it.each([
    ['an exponent', '1e3'],
    ['a leading zero', '01'],
    ['a sign', '-1'],
    ['a plus sign', '+1'],
    ['a decimal point', '1.0'],
    ['hexadecimal', '0x10'],
    ['zero', '0'],
    ['one past the int4 range', String(MAX_ID + 1)],
    ['a huge number', '99999999999999999999'],
    ['spaces', ' 7'],
    ['a trailing space', '12 '],
    ['trailing letters', '12abc'],
    ['a fraction', '1.5'],
    ['past the safe integers', '9007199254740993'],
    ['letters', 'abc'],
    ['nothing', ''],
  ])('refuses %s (%s)', (_name, text) => {
    expect(positiveId(text)).toBeUndefined();
  });

  it('treats an absent parameter as absent', () => {
    expect(positiveId(null)).toBeUndefined();
    expect(feedFilters(new URLSearchParams('surgery=1e3&user=12'))).toMatchObject({
      surgery: undefined,
      user: 12,
    });
    expect(
      feedFilters(new URLSearchParams('procedure=3&state=x&surgeon=12345678901&q=%20hip%20&sort=updates')),
    ).toEqual({
      surgery: undefined,
      user: undefined,
      procedure: 3,
      state: undefined,
      surgeon: undefined,
      q: 'hip',
      sort: 'updates',
    });
    expect(feedFilters(new URLSearchParams('sort=newest&q=' + 'a'.repeat(300))).q).toHaveLength(200);
    expect(feedFilters(new URLSearchParams('sort=newest')).sort).toBeUndefined();
  });
});

describe('isId, the same rule for an id handed on as a number', () => {
  it('accepts what positiveId reads and nothing else', () => {
    expect([1, 42, MAX_ID].every(isId)).toBe(true);
    expect([0, -1, 1.5, MAX_ID + 1, Number.NaN, Infinity, '12', null, undefined].some(isId)).toBe(false);
  });
});
