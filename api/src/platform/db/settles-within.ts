/**
 * Waits for `work` at most `ms`: true when it settled in time. Closing a connection waits for
 * the server's goodbye, which a server that stopped answering never sends; shutdown must not.
 */
export async function settlesWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const settled = work.then(
    () => true as const,
    () => true as const,
  );
  try {
    return await Promise.race([settled, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** How long closing a connection waits for the server's goodbye before dropping the socket. */
export const CLOSE_GRACE_MS = 2000;
