import { lazy } from 'react';

/**
 * The landing page in its own chunk: every other page (most visits arrive on a shared link to
 * /surgeries) would otherwise download it with the bootstrap. index.ts starts the download on the
 * landing page itself, in parallel with the bootstrap, so it costs no extra round trip there.
 */
export const LandingPage = lazy(async () => ({
  default: (await import(/* webpackChunkName: "landing" */ '../pages/landing/landing-page')).LandingPage,
}));
