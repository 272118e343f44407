/**
 * Device and browser names for the sessions list, from the User-Agent a session last used. A
 * small ordered match is enough to tell a member's own browsers apart; a full parser (and its
 * weekly list updates) would buy nothing here.
 */
export interface UserAgentNames {
  device: string;
  browser: string;
}

// Order matters: iPads and Android tablets also say 'Mobile'/'Linux', Edge and Opera also say 'Chrome'.
const DEVICES: [RegExp, string][] = [
  [/iPad/, 'iPad'],
  [/iPhone|iPod/, 'iPhone'],
  [/Android/, 'Android'],
  [/CrOS/, 'Chromebook'],
  [/Windows/, 'Windows'],
  [/Macintosh|Mac OS X/, 'Mac'],
  [/Linux/, 'Linux'],
];

const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

export const UNKNOWN_DEVICE = 'Unknown device';
export const UNKNOWN_BROWSER = 'Unknown browser';

export function userAgentNames(userAgent: string | null): UserAgentNames {
  const ua = userAgent ?? '';
  return {
    device: DEVICES.find(([pattern]) => pattern.test(ua))?.[1] ?? UNKNOWN_DEVICE,
    browser: BROWSERS.find(([pattern]) => pattern.test(ua))?.[1] ?? UNKNOWN_BROWSER,
  };
}
