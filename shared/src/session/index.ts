export * from './session-store';
export * from './stored-session';
