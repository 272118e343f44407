export * from './fake-api';
export * from './fake-api-per-test';
export * from './fixtures';
export * from './render';
export * from './query';
export * from './standalone';
export * from './language';
export * from './fake-push';
