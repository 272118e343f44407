/**
 * How a route lets callers in, for the OpenAPI document: a feature tags its guard hook with the
 * kind of credential it checks (auth's member and stream guards, the metrics scraper's), and
 * openapi-operations.ts derives each operation's security and error responses from the tag.
 */

/** The credentials docs.ts declares: a session bearer, a stream ticket (or bearer), the metrics token. */
export type Guard = 'member' | 'stream' | 'scraper';

const guards = new WeakMap<object, Guard>();

/** Marks `hook` as a guard of kind `guard`, and returns it. */
export function guarded<F extends object>(guard: Guard, hook: F): F {
  guards.set(hook, guard);
  return hook;
}

/** The guard among a route's hooks (one function or an array), if any. */
export function guardOf(hooks: unknown): Guard | undefined {
  const list: unknown[] = Array.isArray(hooks) ? hooks : [hooks];
  for (const hook of list) {
    const guard = typeof hook === 'function' ? guards.get(hook) : undefined;
    if (guard) return guard;
  }
  return undefined;
}
