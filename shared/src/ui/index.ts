export * from './avatar';
export * from './stars';
export * from './modal';
export * from './standalone-frame';
