// The site's languages (docs/architecture.md §11): which exist, how a URL names one, how a visitor's
// first page picks one, and the cookie that remembers a choice. The shell, its HTML server, the API
// (emails, the account setting) and the release checks all read this file. No imports: the HTML
// server and the release checks read it as it is.

/** Every language the site ships, English first: the source language every catalog falls back to. */
export const LANGUAGES = Object.freeze(['en', 'es']);
export const DEFAULT_LANGUAGE = 'en';

/** Each language's name in itself, as the header's switch offers it. */
export const LANGUAGE_NAMES = Object.freeze({ en: 'English', es: 'Español' });

/** A remembered choice. Not httpOnly: the page sets it when a member switches. */
export const LANGUAGE_COOKIE = 'journeys-lang';
export const LANGUAGE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/** Whether a value is one of LANGUAGES (anything from outside: a URL, a cookie, a body). */
export function isLanguage(value) {
  return typeof value === 'string' && LANGUAGES.includes(value);
}

/** The language a path is in: '/es' and '/es/…' are Spanish; every other path is English. */
export function languageOfPath(pathname) {
  const match = /^\/([a-z]{2})(?:\/|$)/.exec(pathname);
  return match && match[1] !== DEFAULT_LANGUAGE && isLanguage(match[1]) ? match[1] : DEFAULT_LANGUAGE;
}

/** The path without its language prefix: '/es/surgeries' → '/surgeries', '/es' → '/'. */
export function pathWithoutLanguage(pathname) {
  const language = languageOfPath(pathname);
  if (language === DEFAULT_LANGUAGE) return pathname;
  return pathname.slice(language.length + 1) || '/';
}

/** The prefix a language's URLs start with: '' for English, '/es' for Spanish. */
export function languagePrefix(language) {
  return language === DEFAULT_LANGUAGE ? '' : `/${language}`;
}

/** A path (with or without a prefix, query and hash kept) in the given language. */
export function pathInLanguage(path, language) {
  const [pathname, rest = ''] = splitPath(path);
  const bare = pathWithoutLanguage(pathname);
  const prefix = languagePrefix(language);
  const localized = prefix && bare === '/' ? prefix : `${prefix}${bare}`;
  return `${localized}${rest}`;
}

function splitPath(path) {
  const cut = path.search(/[?#]/);
  return cut === -1 ? [path] : [path.slice(0, cut), path.slice(cut)];
}

/** The cookie's language, or null when there is none or it is not one of ours. */
export function languageFromCookie(cookieHeader) {
  if (typeof cookieHeader !== 'string') return null;
  const match = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]{2})(?:;|$)`).exec(cookieHeader);
  return match && isLanguage(match[1]) ? match[1] : null;
}

/**
 * The best of LANGUAGES for an Accept-Language header ('es-US,es;q=0.9,en;q=0.8' → 'es'), by
 * quality then order; English when nothing matches or the header is missing or malformed.
 */
export function languageFromAcceptLanguage(header) {
  if (typeof header !== 'string' || header.length > 512) return DEFAULT_LANGUAGE;
  let best = DEFAULT_LANGUAGE;
  let bestQuality = 0;
  for (const part of header.split(',').slice(0, 32)) {
    const [tag = '', ...params] = part.trim().split(';');
    const base = tag.trim().toLowerCase().split('-')[0];
    const q = params.map((p) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(p)?.[1]).find(Boolean);
    const quality = q === undefined ? 1 : Number(q);
    if (isLanguage(base) && quality > bestQuality) {
      best = base;
      bestQuality = quality;
    }
  }
  return best;
}

/** A language's BCP 47 tag for Intl and `<html lang>`: Spanish as used in the United States. */
export function localeOf(language) {
  return language === 'es' ? 'es-US' : 'en-US';
}
