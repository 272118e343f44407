import { FACEBOOK_PICTURE_SOURCES, isFacebookPictureUrl } from '../facebook-pictures.mjs';

describe('isFacebookPictureUrl', () => {
  it("accepts the addresses Facebook's SDK hands out, on the hosts the CSP allows", () => {
    expect(FACEBOOK_PICTURE_SOURCES).toEqual(['https://platform-lookaside.fbsbx.com', 'https://*.fbcdn.net']);
    expect(
      isFacebookPictureUrl('https://platform-lookaside.fbsbx.com/platform/profilepic/?asid=42&height=200'),
    ).toBe(true);
    expect(isFacebookPictureUrl('https://scontent-lhr8-1.xx.fbcdn.net/v/t1.30497-1/84628273_n.jpg')).toBe(
      true,
    );
  });

  it.each([
    'https://example.com/me.jpg',
    'https://fbcdn.net.example.com/me.jpg',
    'https://evilfbcdn.net/me.jpg',
    'https://lookaside.fbsbx.com/me.jpg',
    'http://scontent.xx.fbcdn.net/me.jpg',
    'https://scontent.xx.fbcdn.net:8443/me.jpg',
    'https://user:pass@scontent.xx.fbcdn.net/me.jpg',
    'not a url',
  ])('refuses %s', (url) => {
    expect(isFacebookPictureUrl(url)).toBe(false);
  });
});
