import {
  commentPayload,
  createProfilePayload,
  hasVisibleText,
  idParam,
  newUpdatePayload,
  reviewsQuery,
  updateFields,
} from '..';

describe('hasVisibleText', () => {
  it.each([
    ['nothing', ''],
    ['whitespace', ' \n\t '],
    ['zero-width space, non-joiner and joiner', '\u200B\u200C\u200D'],
    ['word joiner and BOM', '\u2060\uFEFF'],
    ['a soft hyphen and bidi marks', '\u00AD\u200E\u200F'],
    ['a Hangul filler', '\u3164'],
  ])('sees nothing in %s', (_name, text) => {
    expect(hasVisibleText(text)).toBe(false);
  });

  it.each(['a', '\u200Bx\u200B', '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}', 'ق'])('sees %s', (text) => {
    expect(hasVisibleText(text)).toBe(true);
  });
});

describe('required text of the forms and the API', () => {
  it('gives invisible-only text the message of empty text', () => {
    const message = (text: string) =>
      commentPayload.safeParse({ reviewId: 1, text }).error?.issues[0]?.message;
    expect(message('')).toBe('A comment cannot be empty');
    expect(message('\u200B\uFEFF \u2060')).toBe(message(''));
    const details = (description: string) =>
      updateFields.safeParse({ symptom: 3, description }).error?.issues[0]?.message;
    expect(details('\u200D\n')).toBe('Details are required');
    expect(details('\u200D\n')).toBe(details(''));
  });
});

describe('ids', () => {
  it.each([true, '1', 1.5, 0, -1])('refuses %p as a JSON id instead of coercing it', (id) => {
    expect(newUpdatePayload.safeParse({ id, symptom: 3, description: 'x' }).success).toBe(false);
    expect(commentPayload.safeParse({ reviewId: id, text: 'x' }).success).toBe(false);
    expect(commentPayload.safeParse({ reviewId: 1, text: 'x', commentId: id }).success).toBe(false);
  });

  it('reads path and query ids with the strict parser', () => {
    expect(idParam.parse({ id: '42' })).toEqual({ id: 42 });
    for (const id of ['1e3', '01', '0x10', '1.0', '-1', '4294967296']) {
      expect(idParam.safeParse({ id }).success).toBe(false);
      expect(reviewsQuery.safeParse({ surgery: id }).success).toBe(false);
    }
  });
});

describe('profile image', () => {
  const profile = { facebook_user_id: '1', username: 'Face', access_token: 't', background: '#e0e0e0' };
  it('accepts https only', () => {
    expect(createProfilePayload.safeParse({ ...profile, image: 'https://example.com/a.jpg' }).success).toBe(
      true,
    );
    const plain = createProfilePayload.safeParse({ ...profile, image: 'http://example.com/a.jpg' });
    expect(plain.error?.issues[0]?.message).toBe('Image must be an https: URL');
  });
});
