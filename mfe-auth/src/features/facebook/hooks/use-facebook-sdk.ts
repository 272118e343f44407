import { useEffect, useState } from 'react';
import { facebookAppId, loadFacebookSdk, readySdk, type FacebookSdk } from '../api/facebook-sdk';
import { isFacebookInAppBrowser } from '../utils/in-app-browser';

export type FacebookSdkState =
  | { status: 'unconfigured' }
  | { status: 'in-app' }
  | { status: 'loading' }
  | { status: 'unavailable' }
  | { status: 'ready'; sdk: FacebookSdk };

function initialState(appId: string | null): FacebookSdkState {
  if (!appId) return { status: 'unconfigured' };
  if (isFacebookInAppBrowser(navigator.userAgent)) return { status: 'in-app' };
  const sdk = readySdk(appId);
  return sdk ? { status: 'ready', sdk } : { status: 'loading' };
}

/**
 * Loads the SDK as soon as a Facebook button shows, so that the click can open the login popup
 * at once (a popup opened after an await is blocked).
 */
export function useFacebookSdk(): FacebookSdkState {
  const appId = facebookAppId();
  const [state, setState] = useState<FacebookSdkState>(() => initialState(appId));

  useEffect(() => {
    if (state.status !== 'loading' || !appId) return;
    let live = true;
    loadFacebookSdk(appId).then(
      (sdk) => live && setState({ status: 'ready', sdk }),
      (error: unknown) => {
        console.warn('[auth] Facebook SDK unavailable', error);
        if (live) setState({ status: 'unavailable' });
      },
    );
    return () => {
      live = false;
    };
  }, [appId, state.status]);

  return state;
}
