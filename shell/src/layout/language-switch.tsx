import { LANGUAGE_NAMES, localeOf, pathInLanguage, type Language } from '@journeys/shared/languages';
import { useLanguage } from '@journeys/shared/i18n';
import { useLocation, useSwitchLanguage } from '@journeys/shared/router';
import { saveAccountLanguage } from '@journeys/shared/api';
import { selectIsLoggedIn, useSession } from '@journeys/shared/session';
import styles from './header.module.css';

/**
 * 'Español' on English pages, 'English' on Spanish ones (docs/architecture.md §11). A real link to
 * the page's twin, so it works before the script runs; with the script, the page changes language
 * in place, keeping what is open and typed, and a member's choice is saved for their emails.
 */
export function LanguageSwitch() {
  const language = useLanguage();
  const other: Language = language === 'es' ? 'en' : 'es';
  const { pathname, search, hash } = useLocation();
  const switchLanguage = useSwitchLanguage();
  const loggedIn = useSession(selectIsLoggedIn);
  const twin = pathInLanguage(`${pathname}${search}${hash}`, other);
  return (
    <a
      className={styles.language}
      href={twin}
      hrefLang={localeOf(other)}
      lang={localeOf(other)}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        const titleBefore = document.title;
        void switchLanguage(other).then(() =>
          import('./retitle-after-switch').then(({ retitleAfterSwitch }) =>
            retitleAfterSwitch(`${pathname}${search}`, other, titleBefore),
          ),
        );
        // The account's setting is what emails follow; the page does not wait for it.
        if (loggedIn) void saveAccountLanguage(other).catch(() => undefined);
      }}
    >
      {LANGUAGE_NAMES[other]}
    </a>
  );
}
