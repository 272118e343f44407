import {
  createContext,
  startTransition,
  use,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';
import {
  languageOfPath,
  languagePrefix,
  localeOf,
  pathInLanguage,
  type Language,
} from '@journeys/shared/languages';
import { applyLanguage, loadLanguage, rememberLanguage } from '@journeys/shared/i18n';

type BrowserHistory = ReturnType<typeof createBrowserHistory>;

const HistoryContext = createContext<BrowserHistory | null>(null);

/**
 * The browser router, with the page's language in its URL (docs/architecture.md §11): '/es/…' is
 * the Spanish twin of '…'. The language prefix is the router's basename, derived from each
 * location, so every route, link and navigate() in every module works unchanged in either
 * language, and a switch changes only the prefix: the same routes stay mounted, with their state
 * (an open dialog, a typed draft).
 */
export function LanguageRouter({ children }: { children: ReactNode }) {
  const historyRef = useRef<BrowserHistory | null>(null);
  historyRef.current ??= createBrowserHistory({ v5Compat: true });
  const history = historyRef.current;
  const [state, setState] = useState({ action: history.action, location: history.location });
  useLayoutEffect(() => history.listen((update) => startTransition(() => setState(update))), [history]);
  const language = languageOfPath(state.location.pathname);
  useLayoutEffect(() => {
    applyLanguage(language);
    document.documentElement.lang = localeOf(language);
  }, [language]);
  return (
    <HistoryContext value={history}>
      <Router
        basename={languagePrefix(language) || '/'}
        location={state.location}
        navigationType={state.action}
        navigator={history}
      >
        {children}
      </Router>
    </HistoryContext>
  );
}

/**
 * Switches the page to another language: loads every mounted module's words first, so the page
 * changes in one render, then moves to the same page's URL in that language and remembers the
 * choice. Outside a LanguageRouter (a test's memory router) it only loads and applies the language.
 */
export function useSwitchLanguage(): (language: Language) => Promise<void> {
  const history = use(HistoryContext);
  return useCallback(
    async (language: Language) => {
      await loadLanguage(language);
      rememberLanguage(language);
      if (!history) {
        applyLanguage(language);
        return;
      }
      const { pathname, search, hash } = history.location;
      history.replace(pathInLanguage(`${pathname}${search}${hash}`, language), history.location.state);
    },
    [history],
  );
}
