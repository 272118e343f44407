/**
 * The API's words in every language of the site (docs/architecture.md §11): src/messages/en.json
 * and es.json, flat ICU MessageFormat catalogs (the format of the browser modules' catalogs),
 * compiled once at start-up with @messageformat/core. Error bodies and reference data follow the
 * request's Accept-Language; emails follow the member's own language (users.language).
 */
import MessageFormat from '@messageformat/core';
// The shared language contract, the one place the API reads it.
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  isLanguage,
  languageFromAcceptLanguage,
  localeOf,
  pathInLanguage,
  type Language,
} from '@journeys/shared/languages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import english from '../messages/en.json';
import spanish from '../messages/es.json';

export type { Language };
export { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, localeOf, pathInLanguage };

/** The site's languages as a zod enum's values. */
export const LANGUAGE_VALUES = LANGUAGES as readonly Language[] as [Language, ...Language[]];

export type MessageKey = keyof typeof english;
export type MessageValues = Record<string, string | number>;
type Compiled = (values?: MessageValues) => string;

function compileCatalog(language: Language, messages: Record<string, string>): Map<string, Compiled> {
  const mf = new MessageFormat(language);
  return new Map(Object.entries(messages).map(([key, source]) => [key, mf.compile(source) as Compiled]));
}

const CATALOGS: Record<Language, Map<string, Compiled>> = {
  en: compileCatalog('en', english),
  es: compileCatalog('es', spanish),
};

/** The message `key` in `language`, English when the language's catalog lacks it. */
export function t(language: Language, key: MessageKey, values?: MessageValues): string {
  const message = CATALOGS[language].get(key) ?? CATALOGS[DEFAULT_LANGUAGE].get(key);
  if (!message) throw new Error(`No message '${key}'`);
  return message(values);
}

/** Whether a catalog key exists (keys built from a code, e.g. `err.NOT_FOUND`). */
export function hasMessage(key: string): key is MessageKey {
  return CATALOGS[DEFAULT_LANGUAGE].has(key);
}

/** The request's language, from its Accept-Language header. */
export function requestLanguage(request: FastifyRequest): Language {
  return languageFromAcceptLanguage(request.headers['accept-language']);
}

/** Marks an answer whose words depend on Accept-Language, so caches keep one per language. */
export function varyOnLanguage(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const list = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (list.some((v) => v === '*' || v.toLowerCase() === 'accept-language')) return;
  reply.header('vary', [...list, 'Accept-Language'].join(', '));
}

/** The request's language, and the answer marked as depending on it. */
export function answerLanguage(request: FastifyRequest, reply: FastifyReply): Language {
  varyOnLanguage(reply);
  return requestLanguage(request);
}

/** '3 de marzo de 2026' / 'March 3, 2026': a calendar date (UTC) in the language's words. */
export function formatLongDate(language: Language, date: Date | string): string {
  const when = typeof date === 'string' ? new Date(`${date.slice(0, 10)}T00:00:00Z`) : date;
  return new Intl.DateTimeFormat(localeOf(language), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(when);
}

/** A link of an email to a page of the site, in the email's language ('/es/…' for Spanish). */
export function siteLink(siteUrl: string, path: string, language: Language): string {
  return `${siteUrl}${pathInLanguage(path, language)}`;
}

/** A member's stored language, English for anything unexpected. */
export function memberLanguage(value: unknown): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}
