import { create } from 'zustand';
import {
  DEFAULT_LANGUAGE,
  languageOfPath,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE,
  type Language,
} from '@journeys/shared/languages';

/**
 * The page's current language (docs/architecture.md §11). The shell owns it: its router derives it
 * from the URL ('/es/…' is Spanish) and writes it here; every remote reads it through useLanguage,
 * so one switch reaches every mounted remote. This module is a Module Federation singleton: one
 * store per page.
 */
interface LanguageState {
  language: Language;
}

function languageAtStart(): Language {
  return typeof window === 'undefined' ? DEFAULT_LANGUAGE : languageOfPath(window.location.pathname);
}

const useLanguageStore = create<LanguageState>(() => ({ language: languageAtStart() }));

/** The current language; the component re-renders when it changes. */
export function useLanguage(): Language {
  return useLanguageStore((state) => state.language);
}

/** The current language, outside React (a toast's text, a document title). */
export function currentLanguage(): Language {
  return useLanguageStore.getState().language;
}

/** Sets the current language. Only the shell's router calls this: the URL is the source of truth. */
export function applyLanguage(language: Language): void {
  if (useLanguageStore.getState().language !== language) useLanguageStore.setState({ language });
}

/** Calls `listener` with each new language. */
export function onLanguageChange(listener: (language: Language) => void): () => void {
  return useLanguageStore.subscribe((state, previous) => {
    if (state.language !== previous.language) listener(state.language);
  });
}

/** Remembers a visitor's choice for their next first page (the HTML server reads the cookie). */
export function rememberLanguage(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax`;
}
