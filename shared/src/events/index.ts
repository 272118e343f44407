export {
  createEventBus,
  eventBus,
  isCommand,
  promptLogin,
  showToast,
  type AppCommands,
  type AppEvents,
  type AppFacts,
  type CommandType,
  type EventBus,
  type FactType,
  type ToastKind,
} from './event-bus';
export * from './use-event';
