// The push feature: devices a member turned push on, which kinds they want, and the pushes that
// events cause, sent by the job queue with web-push. Public entry: app.ts and the other folders
// import this feature from here only (docs/architecture.md §4).
export { queuePushes } from './enqueue-push';
export { commentPush, followedPush, helpPush, reminderPush, type PushEvent } from './push-message';
export { getPushPreferences } from './push-preferences';
export { pushPreferenceRoutes } from './push-preferences-routes';
export { pushJobs } from './push-jobs';
export { pushRoutes } from './push-routes';
export { pushDevicesOf } from './push-subscriptions';
