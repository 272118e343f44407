/** Runs `fn` over `items` with at most `limit` calls in flight; rejects with the first failure. */
export async function mapWithConcurrency<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  // One iterator shared by every lane: each takes the next item when it is free.
  const pending = items.entries();
  const lane = async (): Promise<void> => {
    for (const [index, item] of pending) results[index] = await fn(item);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}
