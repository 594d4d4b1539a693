import { describe, expect, it } from 'vitest';
import { catalogueIds, catalogueRuns, keepKnown, MAX_SAVED, toggled } from './list';
import { LIST_PARAMETER, sharedIds, sharedListPath } from './shared-list';

const catalogue = new Set(Array.from({ length: 40 }, (_, index) => String(index + 1)));

describe('a shortlist', () => {
  it('keeps the catalogue’s properties once each, in the order saved, and drops the others quietly', () => {
    expect(keepKnown(['3', '7', 'abc', '99', '3', 12, null, '<script>'], catalogue)).toEqual({
      ids: ['7', '3', '12'],
      unknown: 4,
      trimmed: false,
    });
  });

  it(`keeps the latest ${MAX_SAVED} and says it trimmed`, () => {
    const all = [...catalogue];
    const read = keepKnown(all, catalogue);
    expect(read.ids).toEqual(all.slice(-MAX_SAVED));
    expect(read.trimmed).toBe(true);
  });

  it('saves a property as the latest, removes a saved one, and lets the earliest go past the limit', () => {
    expect(toggled(['3', '7'], '12')).toEqual(['3', '7', '12']);
    expect(toggled(['3', '7', '12'], '7')).toEqual(['3', '12']);
    const full = Array.from({ length: MAX_SAVED }, (_, index) => String(index + 1));
    expect(toggled(full, '35')).toEqual([...full.slice(1), '35']);
  });
});

describe('a shared list’s address', () => {
  it('goes there and back', () => {
    const path = sharedListPath('/en/lista', ['3', '7', '12']);
    expect(path).toBe(`/en/lista?${LIST_PARAMETER}=3,7,12`);
    expect(sharedIds(path.slice(path.indexOf('?')), catalogue)).toEqual({
      ids: ['3', '7', '12'],
      unknown: 0,
      trimmed: false,
    });
  });

  it('shows what it can of a malformed or hostile address, and never throws', () => {
    expect(sharedIds('?lista=3,x,99,<script>alert(1)</script>,7,,007', catalogue)).toMatchObject({
      ids: ['3', '7'],
      unknown: 4,
    });
    expect(sharedIds('?lista=%E0%A4%A', catalogue).ids).toEqual([]);
    expect(sharedIds('', catalogue)).toEqual({ ids: [], unknown: 0, trimmed: false });
    // Five thousand ids: only the start of the address is read, and a half id at the cut is not taken for another.
    const many = sharedIds(
      `?lista=${Array.from({ length: 5000 }, (_, index) => (index % 40) + 1).join(',')}`,
      catalogue,
    );
    expect(many.trimmed).toBe(true);
    expect(many.ids.length).toBeLessThanOrEqual(MAX_SAVED);
    expect(many.ids.every((id) => catalogue.has(id))).toBe(true);
  });
});

describe('the catalogue’s ids as a page carries them', () => {
  const back = (runs: string) => [...catalogueIds(runs)];

  it('writes runs of consecutive ids, whatever their order, and reads every id back', () => {
    expect(catalogueRuns(['3', '1', '2', '7', '9', '10', '11', '5'])).toBe('1-3,5,7,9-11');
    expect(
      back(catalogueRuns(['3', '1', '2', '7', '9', '10', '11', '5'])).sort((a, b) => Number(a) - Number(b)),
    ).toEqual(['1', '2', '3', '5', '7', '9', '10', '11']);
  });

  it('keeps 2,000 ids in a few bytes, and a sample of 22 in one run', () => {
    const ids = Array.from({ length: 2000 }, (_, at) => String(at + 1));
    expect(catalogueRuns(ids)).toBe('1-2000');
    expect(back('1-2000')).toHaveLength(2000);
    expect(catalogueRuns(ids.slice(0, 22))).toBe('1-22');
  });

  it('leaves out what is not an id', () => {
    expect(catalogueRuns(['0', '07', 'x', '4', '4'])).toBe('4');
    expect(back('')).toEqual([]);
  });
});
