import { describe, expect, it } from 'vitest';
import { amenityIcon, DEFAULT_AMENITY_ICON } from './amenity-icons';
import { CARD_AMENITIES } from './catalogue-rules';

describe('amenityIcon', () => {
  it('gives each card amenity its own specific icon', () => {
    const icons = CARD_AMENITIES.map(amenityIcon);
    expect(icons).toEqual(['wifi', 'snowflake', 'car', 'utensils', 'tv', 'sun']);
  });

  it('recognises names written with or without diacritics', () => {
    expect(amenityIcon('Piscină încălzită')).toBe('waves-ladder');
    expect(amenityIcon('Piscina')).toBe('waves-ladder');
  });

  it('tells the dishwasher from the washing machine', () => {
    expect(amenityIcon('Mașină de spălat vase')).toBe('utensils');
    expect(amenityIcon('Mașină de spălat')).toBe('washing-machine');
  });

  it('falls back to the default icon for an unknown amenity', () => {
    expect(amenityIcon('Hamac')).toBe(DEFAULT_AMENITY_ICON);
  });
});
