import { describe, expect, it } from 'vitest';
import { NAMED_IN_LONG_LIST, SHORT_LIST, selectOrder, townChoices } from './town-choices';

const town = (localName: string, count: number) => ({ localName, properties: Array.from({ length: count }) });

describe('town choices', () => {
  const site = [town('Eforie Sud', 9), town('Constanța', 8), town('Mamaia-Sat', 5)];

  it('lists a short list whole, in the catalogue’s order, in the row and the select', () => {
    expect(townChoices(site, 'ro')).toEqual({ named: site, folded: [] });
    expect(selectOrder(site, 'ro')).toEqual(site);
  });

  it('names the largest towns of a long list in the catalogue’s order and folds the others, alphabetically', () => {
    const many = Array.from({ length: 40 }, (_, index) =>
      town(`Oraș ${String(40 - index).padStart(2, '0')}`, 40 - index),
    );
    many.push(town('Ștefan Vodă', 1), town('Săcele', 1), town('Tuzla', 1));
    const { named, folded } = townChoices(many, 'ro');
    expect(named).toEqual(many.slice(0, NAMED_IN_LONG_LIST));
    expect(folded).toHaveLength(many.length - NAMED_IN_LONG_LIST);
    // Romanian order: S before Ș before T.
    expect(folded.slice(-3).map((t) => t.localName)).toEqual(['Săcele', 'Ștefan Vodă', 'Tuzla']);
    expect(selectOrder(many, 'ro')[0]?.localName).toBe('Oraș 01');
    expect(many.length).toBeGreaterThan(SHORT_LIST);
  });
});
