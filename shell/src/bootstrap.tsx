import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LanguageRouter } from '@journeys/shared/router';
import { axiosInstance, configureApiBaseUrl } from '@journeys/shared/api';
import { setMissingMessageReporter } from '@journeys/shared/i18n';
import { syncSessionAcrossTabs, useSession } from '@journeys/shared/session';
import { pathWithoutLanguage } from '@journeys/shared/languages';
import { routePatterns } from '@journeys/shared/paths';
import '@journeys/shared/styles/tokens.css';
import { AppRoutes } from './app/app-routes';
import { loadMemberArea } from './app/lazy-member-area';
import { syncMemberHint } from './auth/member-hint';
import { forgetSavedMemberDataOnLogout } from './offline/forget-saved-member-data';
import { registerAllRemotes } from './remotes/load-remote-module';
import { fetchRemotesConfig } from './remotes/remotes-config';

declare global {
  interface Window {
    __JOURNEYS_FACEBOOK_APP_ID__?: string;
  }
}

async function start(): Promise<void> {
  // The page's route, in either language ('/es/surgeries' is '/surgeries').
  const pathname = pathWithoutLanguage(window.location.pathname);
  // Any page but the landing page needs the member area and asks the API at once.
  const memberArea = pathname === routePatterns.landing ? null : loadMemberArea();
  if (memberArea) void axiosInstance();
  const root = createRoot(document.getElementById('root') as HTMLElement);
  try {
    const config = await fetchRemotesConfig();
    configureApiBaseUrl(config.apiUrl);
    if (config.facebookAppId) window.__JOURNEYS_FACEBOOK_APP_ID__ = config.facebookAppId;
    registerAllRemotes(config);
    void memberArea?.then((area) => {
      area.preconnect([config.apiUrl ?? '', ...Object.values(config.remotes)].filter(Boolean));
      area.preloadRemotesFor(pathname);
    });
  } catch (error) {
    // Without remotes.json the shell still renders; every remote area shows its fallback.
    console.error('[shell] remotes.json could not be read', error);
  }
  // A message missing in the page's language shows in English and is counted once per module
  // (docs/architecture.md §11).
  setMissingMessageReporter((owner, language) => {
    void axiosInstance()
      .then((http) => http.post('/client-events/missing-message', { owner, language }))
      .catch(() => undefined);
  });
  syncSessionAcrossTabs();
  syncMemberHint();
  forgetSavedMemberDataOnLogout();
  // A stored token may have been revoked or expired since the last visit.
  void useSession.getState().refreshUser();
  // A transition lets React split the first render into short tasks instead of one long one.
  startTransition(() => {
    root.render(
      <StrictMode>
        <LanguageRouter>
          <AppRoutes />
        </LanguageRouter>
      </StrictMode>,
    );
  });
}

void start();
