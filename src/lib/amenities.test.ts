import { describe, expect, it } from 'vitest';
import { cardAmenities } from './amenities';

describe('cardAmenities', () => {
  it('shows at most three names from the fixed list and counts every other amenity', () => {
    const result = cardAmenities(['Piscină', 'Wi-Fi', 'Parcare', 'Grătar', 'Balcon', 'Televizor']);
    expect(result).toEqual({ shown: ['Wi-Fi', 'Parcare', 'Balcon'], more: 3 });
  });

  it('never highlights a name outside the fixed list', () => {
    expect(cardAmenities(['Piscină', 'Saună'])).toEqual({ shown: [], more: 2 });
  });

  it('has nothing more when every amenity is shown', () => {
    expect(cardAmenities(['Wi-Fi', 'Bucătărie'])).toEqual({ shown: ['Wi-Fi', 'Bucătărie'], more: 0 });
  });

  it('matches the fixed spelling exactly', () => {
    expect(cardAmenities(['wifi', 'Aer conditionat']).shown).toEqual([]);
  });
});
