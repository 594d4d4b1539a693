// A list too long for one page is cut into pages of a fixed size at addresses of their own: a town's list is
// `/constanta`, `/constanta/2`, … in every language. At the sample catalogue's size every list is one page.

/**
 * How many cards one page of a list carries: six rows of three on a laptop, and within the 50 KB of HTML and CSS a
 * page may weigh in its heaviest language (24 Russian cards weighed 52 KB).
 */
export const PAGE_SIZE = 18;

/**
 * How many cards the home page carries: the whole sample catalogue of 22, within the 50 KB its Russian page may weigh
 * (48.9 KB). A larger catalogue shows its first 22 in the site's order, and its search and 'more results' fetch the
 * rest in pages of the same size (src/components/catalogue-results.ts).
 */
export const HOME_PAGE_SIZE = 22;

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
