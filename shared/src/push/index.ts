// Push on this device (docs/product.md §7): the browser's part of it, talking to the shell's one
// service worker and to the API through the shared HTTP client. It keeps no state of its own (the
// browser's permission and subscription are the state), so each page that shows it bundles its
// own copy (shared/build/shared-deps.mjs).
export { devicePushState, type DevicePushState } from './device-push-state';
export { turnOnPush } from './turn-on-push';
export { turnOffPush } from './turn-off-push';
export { isPushSetupError, PushSetupError, type PushSetupReason } from './push-setup-error';
export { DevicePush } from './device-push';
