import { describe, expect, it } from 'vitest';
import { foldText } from '../../../lib/filter';
import { readCity } from './towns';

const town = (text: string) => readCity(foldText(text));

describe('the town a message asks for', () => {
  it.each([
    ['Constanța', 'Constanța'],
    ['costanta', 'Constanța'],
    ['Constnta pt 3', 'Constanța'],
    ['Constantza', 'Constanța'],
    ['konstanta', 'Constanța'],
    ['aproape de centrul Constanței', 'Constanța'],
    ['mamai sat', 'Mamaia-Sat'],
    ['mamia', 'Mamaia-Sat'],
    ['Mamaya', 'Mamaia-Sat'],
    ['efori sud', 'Eforie Sud'],
    ['Eforei', 'Eforie Sud'],
  ] as const)('%s is %s', (text, city) => {
    expect(town(text)).toBe(city);
  });

  it.each([
    'Un preț constant, vă rog',
    'Vin cu mama',
    'vin cu mamaie',
    'Eforie Nord',
    'efori nord',
    'nu în Constanța',
    'Techirghiol',
    'Costinești',
  ])('finds no town of ours in %j', (text) => {
    expect(town(text)).toBeUndefined();
  });

  it('takes the first town wanted, typos included', () => {
    expect(town('nu în Costanta, ci în Mamaia')).toBe('Mamaia-Sat');
    expect(town('Mamia sau Constanta')).toBe('Mamaia-Sat');
  });
});
