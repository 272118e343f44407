export * from './session-store';
export * from './unread-store';
