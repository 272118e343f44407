// The globals jsdom lacks are provided by ./jest-environment.cjs; this file stays for
// per-test-file setup that must run before any module is imported.
if (typeof window !== 'undefined' && !window.scrollTo.mock) window.scrollTo = () => {};
