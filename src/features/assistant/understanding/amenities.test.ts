import { describe, expect, it } from 'vitest';
import { foldText } from '../../../lib/filter';
import { hasAmenity, petPolicy, readAmenities } from './amenities';

describe('amenities a message asks for', () => {
  it.each([
    ['vila cu piscina', ['pool']],
    ['Caut ceva cu jacuzzi și parcare', ['jacuzzi', 'parking']],
    ['cu vedere la mare', ['seaView']],
    ['o cameră cu fereastră spre mare', ['seaView']],
    ['Putem veni cu câinele?', ['pets']],
    ['acceptați animale de companie?', ['pets']],
    ['vrem bucătărie ca să gătim', ['kitchen']],
    ['venim cu mașina', ['parking']],
    ['aer condiționat obligatoriu', ['airConditioning']],
    ['grătar și loc de joacă pentru copii', ['barbecue', 'playground']],
  ] as const)('%s', (text, amenities) => {
    expect(readAmenities(foldText(text))).toEqual(amenities);
  });

  it.each(['fără piscină', 'nu avem animale', 'nu ne trebuie parcare', 'o mașină de spălat', 'lângă mare'])(
    'asks for nothing in %j',
    (text) => {
      expect(readAmenities(foldText(text))).toEqual([]);
    },
  );
});

describe('what a property offers', () => {
  const villa = { amenities: ['Wi-Fi', 'Piscină încălzită', 'Terasă panoramică'], pets: 'refused' as const };

  it("reads the catalogue's own names", () => {
    expect(hasAmenity(villa, 'pool')).toBe(true);
    expect(hasAmenity(villa, 'balcony')).toBe(true);
    expect(hasAmenity(villa, 'wifi')).toBe(true);
    expect(hasAmenity(villa, 'jacuzzi')).toBe(false);
    expect(hasAmenity(villa, 'pets')).toBe(false);
  });

  it.each([
    [['Animalele de companie nu sunt permise'], 'refused'],
    [['Animalele de companie sunt permise cu acordul gazdei'], 'allowed'],
    [['Animalele de companie mici sunt permise, cu anunț prealabil'], 'allowed'],
    [['Animalele de companie sunt binevenite'], 'allowed'],
    [['Fumatul interzis în interior'], 'unknown'],
  ] as const)('pets under %j: %s', (rules, policy) => {
    expect(petPolicy(rules)).toBe(policy);
  });
});
