/**
 * The part of the real-user measurements (docs/releasing.md §9) that every page carries, kept to a
 * few bytes: an error loads the reporter at once and is handed to it (errors are rare); otherwise
 * the reporter loads on the visitor's first touch or click, when the page is hidden, or after 15 s,
 * so neither the first view nor the page's download until the network is idle holds it. Its vitals come from buffered performance entries, so loading late
 * loses none. The reporter travels in the chunk of the remote failure report (one chunk for what
 * the shell tells the API) and starts once however often it is called.
 */
const report = (event?: Event) =>
  import(/* webpackChunkName: "remote-failure" */ '../remotes/send-remote-failure').then((chunk) =>
    chunk.rum(event),
  );
for (const type of ['error', 'unhandledrejection', 'visibilitychange', 'pointerdown'])
  addEventListener(type, report);
setTimeout(report, 15_000);

// A module, not a script: strict like every other module of the entry.
export {};
