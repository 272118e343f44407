// Where a member's profile picture may come from. Plain JavaScript: the static server's CSP
// (web-server/src/content-security-policy.mjs) and the API read the same list.

/**
 * Facebook's profile pictures, as its SDK hands them out (`picture.type(large)`): an address on
 * platform-lookaside.fbsbx.com, which redirects to an fbcdn.net host (both are checked by the
 * CSP). The CSP's img-src allows exactly these for pictures, so the API keeps no other picture:
 * it would never load.
 */
export const FACEBOOK_PICTURE_SOURCES = /** @type {const} */ ([
  'https://platform-lookaside.fbsbx.com',
  'https://*.fbcdn.net',
]);

/**
 * True for an https: address (default port) on one of FACEBOOK_PICTURE_SOURCES.
 * @param {string} url
 * @returns {boolean}
 */
export function isFacebookPictureUrl(url) {
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' || parsed.port !== '' || parsed.username || parsed.password) return false;
  const host = parsed.hostname;
  return FACEBOOK_PICTURE_SOURCES.some((source) => {
    const allowed = source.slice('https://'.length);
    return allowed.startsWith('*.') ? host.endsWith(allowed.slice(1)) : host === allowed;
  });
}
