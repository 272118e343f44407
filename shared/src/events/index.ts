export * from './event-bus';
export * from './use-event';
