// A list too long for one page is cut into pages of a fixed size at addresses of their own: a town's list is
// `/constanta`, `/constanta/2`, … in every language. At the sample catalogue's size every list is one page.

/**
 * How many cards one page of a list carries: six rows of three on a laptop, and within the 50 KB of HTML and CSS a
 * page may weigh in its heaviest language (24 Russian cards weighed 52 KB).
 */
export const PAGE_SIZE = 18;

/**
 * The most cards the home page carries: a catalogue this size is listed whole (the sample catalogue's 22, within the
 * 50 KB its Russian page may weigh: 49.3 KB). A larger catalogue's home page carries its first page of PAGE_SIZE, as a
 * town's page does (the row and the select of 40 towns take the room of four cards), and its search and 'more
 * results' fetch the rest (src/components/catalogue-results.ts).
 */
export const WHOLE_CATALOGUE_ON_HOME = 22;

/** The cards the home page carries of a catalogue of `total`: all of them, or its first page. */
export function homeCardCount(total: number): number {
  return total <= WHOLE_CATALOGUE_ON_HOME ? total : PAGE_SIZE;
}

/** How many pages a list of `total` items takes: at least one, an empty list's. */
export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}

/** The items of page `page` (1-based). */
export function pageOf<T>(items: readonly T[], page: number): T[] {
  return items.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
}

/** The address of page `page` of the list at `base`: the first page is the list's own address. */
export function listPagePath(base: string, page: number): string {
  return page === 1 ? base : `${base.replace(/\/$/, '')}/${page}`;
}

/**
 * The pages a pager names, in order, `null` where it leaves a gap: the first and the last, and those next to the
 * current one, so a reader can always reach both ends and the neighbours in one step (1 … 4 5 6 … 13).
 */
export function pagerItems(current: number, count: number): (number | null)[] {
  const shown = [...new Set([1, current - 1, current, current + 1, count])]
    .filter((page) => page >= 1 && page <= count)
    .sort((a, b) => a - b);
  return shown.flatMap((page, index) => {
    const previous = shown[index - 1];
    if (previous === undefined || page === previous + 1) return [page];
    // A gap of one page is that page itself: a link costs no more room than the gap's sign.
    return page === previous + 2 ? [previous + 1, page] : [null, page];
  });
}
