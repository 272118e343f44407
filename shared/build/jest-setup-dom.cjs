require('@testing-library/jest-dom');
// Two workspaces' suites run side by side on two cores (docs/ci.md §3): what appears in 200 ms on
// a quiet machine can take seconds on a busy one. A backstop for what never appears, not a
// performance assertion.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
// jsdom has neither; components that scroll to or observe elements still render in tests.
if (typeof window !== 'undefined') {
  window.HTMLElement.prototype.scrollIntoView ??= function scrollIntoView() {};
  window.IntersectionObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  };
  installDialogPolyfill(window);
  window.matchMedia ??= (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  });
}
afterEach(() => {
  window.localStorage.clear();
});

/**
 * jsdom has <dialog> without showModal()/close(). This stands in for what the UI kit's Modal
 * relies on in a browser: focus moves to the first focusable element inside, Escape fires a
 * cancelable `cancel` and then closes, and close() fires `close`.
 */
function installDialogPolyfill(win) {
  const proto = win.HTMLDialogElement?.prototype;
  if (!proto || proto.showModal) return;
  const FOCUSABLE = 'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';
  const escapeHandlers = new WeakMap();

  proto.showModal = function showModal() {
    if (this.hasAttribute('open'))
      throw new win.DOMException('The dialog is already open.', 'InvalidStateError');
    this.setAttribute('open', '');
    const onKeyDown = (event) => {
      if (event.key !== 'Escape' || !this.hasAttribute('open')) return;
      const cancel = new win.Event('cancel', { cancelable: true });
      if (this.dispatchEvent(cancel)) this.close();
    };
    escapeHandlers.set(this, onKeyDown);
    win.document.addEventListener('keydown', onKeyDown);
    const target = this.querySelector('[autofocus]') ?? this.querySelector(FOCUSABLE);
    target?.focus();
  };

  proto.close = function close(returnValue) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    if (returnValue !== undefined) this.returnValue = returnValue;
    win.document.removeEventListener('keydown', escapeHandlers.get(this));
    escapeHandlers.delete(this);
    setTimeout(() => this.dispatchEvent(new win.Event('close')), 0);
  };
}
