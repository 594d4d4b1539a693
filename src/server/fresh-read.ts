// One read shared by the callers that ask for it at the same time, each given a read begun after it asked: a value
// that must be read afresh (a confirmation closes nights at once) costs one read per moment, not one per caller.

/**
 * `read` shared by its callers: a caller is given the read in flight when it began after the caller asked, else the
 * next one, begun as soon as that one ends and shared by every caller that asked meanwhile. At most one read is in
 * flight and one waits.
 */
export function sharedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let current: Promise<T> | undefined;
  let next: Promise<T> | undefined;
  const begin = (): Promise<T> => {
    const started = read();
    current = started;
    const ended = () => {
      if (current === started) current = undefined;
    };
    started.then(ended, ended);
    return started;
  };
  return () => {
    if (!current) return begin();
    next ??= current
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        next = undefined;
        return begin();
      });
    return next;
  };
}
