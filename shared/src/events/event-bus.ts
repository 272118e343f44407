/**
 * The typed cross-module event bus (DESIGN §3). It lives in @journeys/shared, which is a
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
}

export function createEventBus(): EventBus {
  const handlers = new Map<keyof AppEvents, Set<Handler<never>>>();
  return {
    emit(type, payload) {
      for (const handler of [...(handlers.get(type) ?? [])]) {
        try {
          (handler as Handler<typeof type>)(payload);
        } catch (error) {
          // One broken listener (say, in a remote that failed) must not silence the others.
          console.error(`event bus: a '${String(type)}' listener threw`, error);
        }
      }
    },
    on(type, handler) {
      const set = handlers.get(type) ?? new Set();
      set.add(handler as Handler<never>);
      handlers.set(type, set);
      return () => set.delete(handler as Handler<never>);
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
