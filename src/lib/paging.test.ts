import { describe, expect, it } from 'vitest';
import {
  homeCardCount,
  listPagePath,
  PAGE_SIZE,
  pageCount,
  pageOf,
  pagerItems,
  WHOLE_CATALOGUE_ON_HOME,
} from './paging';

describe('paging', () => {
  it('cuts a list into pages of PAGE_SIZE, the last one shorter, an empty list one page', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(PAGE_SIZE)).toBe(1);
    expect(pageCount(PAGE_SIZE + 1)).toBe(2);
    expect(pageCount(300)).toBe(Math.ceil(300 / PAGE_SIZE));
    const items = Array.from({ length: 50 }, (_, index) => index);
    expect(pageOf(items, 1)).toEqual(items.slice(0, PAGE_SIZE));
    expect(pageOf(items, 3)).toEqual(items.slice(2 * PAGE_SIZE));
    expect([1, 2, 3].flatMap((page) => pageOf(items, page))).toEqual(items);
  });

  it('gives the first page the list’s own address and the others a number after it', () => {
    expect(listPagePath('/constanta', 1)).toBe('/constanta');
    expect(listPagePath('/constanta', 2)).toBe('/constanta/2');
    expect(listPagePath('/ru/constanta', 13)).toBe('/ru/constanta/13');
  });

  it('names both ends and the current page’s neighbours, a gap only where a page is left out', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(1, 2)).toEqual([1, 2]);
    expect(pagerItems(1, 5)).toEqual([1, 2, null, 5]);
    expect(pagerItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerItems(5, 13)).toEqual([1, null, 4, 5, 6, null, 13]);
    expect(pagerItems(13, 13)).toEqual([1, null, 12, 13]);
    expect(pagerItems(4, 13)).toEqual([1, 2, 3, 4, 5, null, 13]);
  });
});

describe('the home page’s cards', () => {
  it('are the whole catalogue up to its size, then the first page of a list', () => {
    expect(homeCardCount(1)).toBe(1);
    expect(homeCardCount(WHOLE_CATALOGUE_ON_HOME)).toBe(WHOLE_CATALOGUE_ON_HOME);
    expect(homeCardCount(WHOLE_CATALOGUE_ON_HOME + 1)).toBe(PAGE_SIZE);
    expect(homeCardCount(2000)).toBe(PAGE_SIZE);
  });
});
