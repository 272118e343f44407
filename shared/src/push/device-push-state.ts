/**
 * Where this device stands with push. 'needs-install': iPhone and iPad Safari offer web push only
 * to a site added to the Home Screen and opened from there, so a browser tab must say how first.
 */
export type DevicePushState = 'unsupported' | 'needs-install' | 'denied' | 'off' | 'on';

/** iPhone, iPod, and iPad (whose Safari calls itself a Mac, but a Mac has no touch screen). */
function isIos(): boolean {
  const agent = navigator.userAgent;
  return /iPhone|iPad|iPod/.test(agent) || (/Macintosh/.test(agent) && navigator.maxTouchPoints > 1);
}

/** Opened from the Home Screen: Safari's own flag, or the manifest's display mode elsewhere. */
function isInstalledApp(): boolean {
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone;
  return standalone === true || window.matchMedia('(display-mode: standalone)').matches;
}

/** The browser has every part web push needs. */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The registered worker's subscription, without waiting for a worker that may never come. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Where this device stands; asks the person nothing. */
export async function devicePushState(): Promise<DevicePushState> {
  if (typeof window === 'undefined') return 'unsupported';
  // Before the feature check: Safari in a tab has no PushManager at all, yet can have push once installed.
  if (isIos() && !isInstalledApp()) return 'needs-install';
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  if (Notification.permission !== 'granted') return 'off';
  try {
    return (await currentSubscription()) ? 'on' : 'off';
  } catch {
    // A worker being replaced, or storage blocked: nothing to show as on.
    return 'off';
  }
}
