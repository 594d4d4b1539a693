// Work spread over tasks, so that the browser answers the visitor in between.

/**
 * Begins `begin(item)` for each of `items`, four in each task: each fetch begun costs a slow phone a few milliseconds
 * of its main thread, and a page of them begun at once held it for about 100 ms. The begun work, in the order of
 * `items`.
 */
export async function beginInTasks<T, R>(items: readonly T[], begin: (item: T) => R): Promise<R[]> {
  const begun: R[] = [];
  for (const item of items) {
    if (begun.length > 0 && begun.length % 4 === 0) await new Promise((resolve) => setTimeout(resolve));
    begun.push(begin(item));
  }
  return begun;
}
