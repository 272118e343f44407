export * from './session-store';
export * from './stored-session';
export * from './unread-store';
