export const FACEBOOK_PICTURE_SOURCES: readonly [
  'https://platform-lookaside.fbsbx.com',
  'https://*.fbcdn.net',
];
export function isFacebookPictureUrl(url: string): boolean;
