/**
 * The typed cross-module event bus (docs/architecture.md §3). It lives in @journeys/shared, which is a
 * Module Federation singleton, so every module in the page talks to the same instance.
 */

export type ToastKind = 'success' | 'error' | 'info';

export interface AppEvents {
  toast: { message: string; kind?: ToastKind };
  /** Ask for the Log In modal. `returnTo` is where to go after a successful login. */
  'login:prompt': { message?: string; loginRequired?: boolean; returnTo?: string };
  /** Ask for the Create an Account modal. */
  'signup:prompt': Record<string, never>;
  /** A surgery or update was created, edited or deleted: lists reload. */
  'surgery:changed': { reviewId?: number };
  /** Fired after a successful login of any kind, once the user is stored. */
  'session:login': { userId: number };
}

type Handler<K extends keyof AppEvents> = (payload: AppEvents[K]) => void;

export interface EventBus {
  emit<K extends keyof AppEvents>(type: K, payload: AppEvents[K]): void;
  on<K extends keyof AppEvents>(type: K, handler: Handler<K>): () => void;
  /**
   * Watches without taking delivery: an event seen only by observers is still kept for the
   * first real listener (the shell observes login prompts to know when to load the auth remote).
   */
  observe<K extends keyof AppEvents>(type: K, handler: Handler<K>): () => void;
}

/**
 * An event nobody listens to yet (a remote still loading, say the login modals on a deep link)
 * is kept — the latest of each type — and delivered to the first listener that subscribes.
 */
export function createEventBus(): EventBus {
  const handlers = new Map<keyof AppEvents, Set<Handler<never>>>();
  const undelivered = new Map<keyof AppEvents, unknown>();
  const observers = new Map<keyof AppEvents, Set<Handler<never>>>();
  const subscribe = (map: typeof handlers, type: keyof AppEvents, handler: Handler<never>) => {
    const set = map.get(type) ?? new Set();
    set.add(handler);
    map.set(type, set);
    return () => set.delete(handler);
  };
  return {
    emit(type, payload) {
      const listeners = [...(handlers.get(type) ?? [])];
      if (listeners.length === 0) undelivered.set(type, payload);
      for (const handler of [...listeners, ...(observers.get(type) ?? [])]) {
        try {
          (handler as Handler<typeof type>)(payload);
        } catch (error) {
          // One broken listener (say, in a remote that failed) must not silence the others.
          console.error(`event bus: a '${String(type)}' listener threw`, error);
        }
      }
    },
    observe(type, handler) {
      // An observer also learns of an event still waiting for its listener (emitted before the
      // observer mounted), without taking it.
      if (undelivered.has(type)) {
        const payload = undelivered.get(type) as AppEvents[typeof type];
        queueMicrotask(() => handler(payload));
      }
      return subscribe(observers, type, handler as Handler<never>);
    },
    on(type, handler) {
      const off = subscribe(handlers, type, handler as Handler<never>);
      if (undelivered.has(type)) {
        const payload = undelivered.get(type) as AppEvents[typeof type];
        undelivered.delete(type);
        queueMicrotask(() => handler(payload));
      }
      return off;
    },
  };
}

export const eventBus: EventBus = createEventBus();

export function showToast(message: string, kind: ToastKind = 'success'): void {
  eventBus.emit('toast', { message, kind });
}

export function promptLogin(options: AppEvents['login:prompt'] = {}): void {
  eventBus.emit('login:prompt', options);
}
