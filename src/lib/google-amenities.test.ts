import { describe, expect, it } from 'vitest';
import { googleAmenities } from './google-amenities';

describe('googleAmenities', () => {
  it('names the card amenities as Google does, parking as free', () => {
    expect(googleAmenities(['Wi-Fi', 'Aer condiționat', 'Parcare', 'Bucătărie', 'Televizor', 'Balcon'])).toEqual([
      { name: 'wifi', value: true },
      { name: 'ac', value: true },
      { name: 'parkingType', value: 'Free' },
      { name: 'kitchen', value: true },
      { name: 'tv', value: true },
      { name: 'balcony', value: true },
    ]);
  });

  it('leaves out amenities Google has no name for', () => {
    expect(googleAmenities(['Cafetieră', 'Uscător de păr', 'Vedere la mare'])).toEqual([]);
  });

  it('gives each Google name once when several Romanian ones share it', () => {
    expect(googleAmenities(['Piscină încălzită', 'Piscină', 'Terasă privată', 'Terasă panoramică'])).toEqual([
      { name: 'pool', value: true },
      { name: 'patio', value: true },
    ]);
  });
});
