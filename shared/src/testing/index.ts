export * from './fake-api';
export * from './fixtures';
export * from './render';
