/**
 * The typed cross-module event bus (docs/architecture.md §3). It lives in @journeys/shared, which is a
 * Module Federation singleton, so every module in the page talks to the same instance.
 *
 * Two kinds of event:
 * - a **command** asks for something to be done by whoever handles it (the shell's toasts, the
 *   auth module's modals). The handler may still be loading (a remote on a deep link), so an
 *   undelivered command is kept, the latest of each type, and handed to the first handler.
 * - a **fact** says something happened. Only the listeners there at that moment hear it: a
 *   component that mounts later reads the current state instead of replaying history (a replayed
 *   fact made the feed load its surgeries twice). Changes to server data are not facts on this
 *   bus at all: they invalidate query keys (`@journeys/shared/query`).
 */

export type ToastKind = 'success' | 'error' | 'info';

export interface AppCommands {
  toast: { message: string; kind?: ToastKind };
  /** Ask for the Log In modal. `returnTo` is where to go after a successful login. */
  'login:prompt': { message?: string; loginRequired?: boolean; returnTo?: string };
  /** Ask for the Create an Account modal. */
  'signup:prompt': Record<string, never>;
}

export interface AppFacts {
  /** A login of any kind succeeded and the member is stored. */
  'session:login': { userId: number };
}

/** Every event, command or fact, by type. */
export interface AppEvents extends AppCommands, AppFacts {}
export type CommandType = keyof AppCommands;
export type FactType = keyof AppFacts;

/** Every command type, checked complete by the compiler: what the bus keeps until handled. */
const COMMANDS: Record<CommandType, true> = { toast: true, 'login:prompt': true, 'signup:prompt': true };

export function isCommand(type: keyof AppEvents): type is CommandType {
  return Object.hasOwn(COMMANDS, type);
}

type Handler<K extends keyof AppEvents> = (payload: AppEvents[K]) => void;

export interface EventBus {
  emit<K extends keyof AppEvents>(type: K, payload: AppEvents[K]): void;
  on<K extends keyof AppEvents>(type: K, handler: Handler<K>): () => void;
  /**
   * Watches a command without handling it: a command seen only by observers is still kept for
   * the first handler (the shell observes login prompts to know when to load the auth remote).
   */
  observe<K extends CommandType>(type: K, handler: Handler<K>): () => void;
}

interface BusState {
  handlers: Map<keyof AppEvents, Set<Handler<never>>>;
  observers: Map<keyof AppEvents, Set<Handler<never>>>;
  undelivered: Map<CommandType, unknown>;
}

const emptyState = (): BusState => ({ handlers: new Map(), observers: new Map(), undelivered: new Map() });

function busOver(state: BusState): EventBus {
  const subscribe = (
    map: Map<keyof AppEvents, Set<Handler<never>>>,
    type: keyof AppEvents,
    handler: Handler<never>,
  ) => {
    const set = map.get(type) ?? new Set();
    set.add(handler);
    map.set(type, set);
    return () => set.delete(handler);
  };
  return {
    emit(type, payload) {
      const listeners = [...(state.handlers.get(type) ?? [])];
      if (listeners.length === 0 && isCommand(type)) state.undelivered.set(type, payload);
      for (const handler of [...listeners, ...(state.observers.get(type) ?? [])]) {
        try {
          (handler as Handler<typeof type>)(payload);
        } catch (error) {
          // One broken listener (say, in a remote that failed) must not silence the others.
          console.error(`event bus: a '${String(type)}' listener threw`, error);
        }
      }
    },
    observe(type, handler) {
      // An observer also learns of a command still waiting for its handler (emitted before the
      // observer mounted), without taking it.
      if (state.undelivered.has(type)) {
        const payload = state.undelivered.get(type) as AppEvents[typeof type];
        queueMicrotask(() => handler(payload));
      }
      return subscribe(state.observers, type, handler as Handler<never>);
    },
    on(type, handler) {
      const off = subscribe(state.handlers, type, handler as Handler<never>);
      if (isCommand(type) && state.undelivered.has(type)) {
        const payload = state.undelivered.get(type) as AppEvents[typeof type];
        state.undelivered.delete(type);
        queueMicrotask(() => handler(payload));
      }
      return off;
    },
  };
}

/** A bus of its own (tests of the bus itself); the page uses `eventBus`. */
export function createEventBus(): EventBus {
  return busOver(emptyState());
}

const pageState = emptyState();
export const eventBus: EventBus = busOver(pageState);

/**
 * Forgets every listener and kept command of the page's bus. Not exported by
 * `@journeys/shared/events`: tests reach it as `resetEventBus` from `@journeys/shared/testing`.
 */
export function clearPageEventBus(): void {
  pageState.handlers.clear();
  pageState.observers.clear();
  pageState.undelivered.clear();
}

export function showToast(message: string, kind: ToastKind = 'success'): void {
  eventBus.emit('toast', { message, kind });
}

export function promptLogin(options: AppCommands['login:prompt'] = {}): void {
  eventBus.emit('login:prompt', options);
}
