import { describe, expect, it } from 'vitest';
import { foldText } from '../../../lib/filter';
import { priceClass, readPriceWish, suitsPrice } from './price';

describe('price classes', () => {
  it.each([
    [{ propertyType: 'Vilă de lux', bedrooms: 4 }, 'lux'],
    [{ propertyType: 'Suită premium', bedrooms: 1 }, 'lux'],
    [{ propertyType: 'Penthouse', bedrooms: 3 }, 'lux'],
    [{ propertyType: 'Cameră privată în hotel', bedrooms: 1 }, 'economic'],
    [{ propertyType: 'Apartament întreg', bedrooms: 0 }, 'economic'],
    [{ propertyType: 'Apartament întreg', bedrooms: 2 }, 'standard'],
  ] as const)('%j is %s', (property, tier) => {
    expect(priceClass(property)).toBe(tier);
  });

  it('never suits a cheap stay with the luxury class, and a luxury one with anything else', () => {
    expect(suitsPrice({ propertyType: 'Vilă de lux' }, 'economic')).toBe(false);
    expect(suitsPrice({ propertyType: 'Apartament întreg', bedrooms: 2 }, 'economic')).toBe(true);
    expect(suitsPrice({ propertyType: 'Apartament întreg', bedrooms: 2 }, 'lux')).toBe(false);
    expect(suitsPrice({ propertyType: 'Penthouse' }, undefined)).toBe(true);
  });
});

describe('price wishes', () => {
  it.each([
    ['ceva ieftin', 'economic'],
    ['cazare economică', 'economic'],
    ['buget mic', 'economic'],
    ['nu prea scump', 'economic'],
    ['un preț accesibil', 'economic'],
    ['ceva mai ieftin', 'economic'],
    ['o vilă de lux', 'lux'],
    ['ceva luxos', 'lux'],
    ['suită premium', 'lux'],
  ] as const)('%s is %s', (text, wish) => {
    expect(readPriceWish(foldText(text))).toBe(wish);
  });

  it.each(['cât costă?', 'Un preț constant', 'o cameră dublă'])('no wish in %j', (text) => {
    expect(readPriceWish(foldText(text))).toBeUndefined();
  });
});
