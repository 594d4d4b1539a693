// A price in the comparison's narrow columns may break between its amount and its currency, never inside either.
import { describe, expect, it } from 'vitest';
import { breakablePrice } from './table';

describe('a compared price', () => {
  it('may break between its amount and its currency, not inside the amount', () => {
    expect(breakablePrice('от 2\u00a0800\u00a0леев / ночь')).toBe('от 2\u00a0800 леев / ночь');
    expect(breakablePrice('de la 1.600\u00a0lei / noapte')).toBe('de la 1.600 lei / noapte');
    expect(breakablePrice('1\u202f234\u00a0lei')).toBe('1\u202f234 lei');
  });
});
