// Development only: runs first in the host page (`npm run dev`), before react-dom starts, so that
// an edit saved in a remote re-renders in the composed page with its state kept.
//
// Every federated module bundles its own React Refresh runtime. A remote's runtime starts when
// its remoteEntry.js runs, after the host's react-dom registered with the DevTools global hook,
// so it can find that renderer only in `hook.renderers`, which React Refresh's stand-in hook
// (no DevTools extension) never fills: the remote's module was hot-updated and nothing re-rendered.
// The renderer also keeps one refresh handler, the last runtime's; the others' components would
// then render as their first version again, so the runtimes share it.

const hook = (globalThis.__REACT_DEVTOOLS_GLOBAL_HOOK__ ??= {
  renderers: new Map(),
  supportsFiber: true,
  inject: (() => {
    let nextId = 0;
    return () => nextId++;
  })(),
  onScheduleFiberRoot() {},
  onCommitFiberRoot() {},
  onCommitFiberUnmount() {},
});

/** One handler for the renderer that asks every runtime's: a component type has one family. */
function shareRefreshHandler(renderer) {
  const setHandler = renderer.setRefreshHandler;
  if (typeof setHandler !== 'function') return;
  const handlers = new Set();
  const resolveFamily = (type) => {
    for (const handler of handlers) {
      const family = handler(type);
      if (family !== undefined) return family;
    }
    return undefined;
  };
  renderer.setRefreshHandler = (handler) => {
    if (typeof handler === 'function') handlers.add(handler);
    setHandler(handlers.size > 0 ? resolveFamily : null);
  };
}

if (!hook.isDisabled && hook.renderers instanceof Map) {
  const inject = hook.inject;
  hook.inject = function (renderer, ...rest) {
    shareRefreshHandler(renderer);
    const id = inject.call(this, renderer, ...rest);
    if (!hook.renderers.has(id)) hook.renderers.set(id, renderer);
    return id;
  };
}
