// A store that answers late must not make the visitor wait: the functions' waits on Netlify Blobs are bounded by this.

/**
 * What `work` gives, unless `ms` pass first: then what `late()` gives (or throws). The work itself goes on, its result
 * unread.
 */
export function within<T>(work: Promise<T>, ms: number, late: () => T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const overdue = new Promise<T>((resolve, reject) => {
    timer = setTimeout(
      () => {
        try {
          resolve(late());
        } catch (error) {
          reject(error);
        }
      },
      Math.max(0, ms),
    );
  });
  return Promise.race([work, overdue]).finally(() => clearTimeout(timer));
}
