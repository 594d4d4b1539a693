import { describe, expect, it } from 'vitest';
import { photoName, readTranslation } from './translation';

const romanian = { houseRules: ['Fără fumat', 'Fără animale'], nearbyAttractions: ['Plaja - 200 m'] };
const photos = ['terasa.jpg', 'living.jpg'];
const complete = {
  front: {
    title: 'Sea-view flat',
    photos: { 'terasa.jpg': 'The terrace', 'living.jpg': 'The living room' },
    houseRules: ['No smoking', 'No pets'],
    nearbyAttractions: ['The beach - 200 m'],
  },
  body: 'A bright flat.\n',
};

describe('a property’s translation', () => {
  it('is read when every field is there, for exactly the Romanian file’s photos and lists', () => {
    const read = readTranslation(romanian, photos, complete);
    expect(read.problems).toBeUndefined();
    expect(read.translation).toMatchObject({ title: 'Sea-view flat', description: 'A bright flat.' });
  });

  it('names what an incomplete one lacks, field by field', () => {
    const { 'living.jpg': _, ...onePhoto } = complete.front.photos;
    expect(
      readTranslation(romanian, photos, {
        front: { ...complete.front, photos: { ...onePhoto, 'pool.jpg': 'A pool' }, houseRules: ['No smoking'] },
        body: '  ',
      }).problems,
    ).toEqual([
      'photos: no alt text for living.jpg',
      "photos: pool.jpg is not one of the property's photos",
      "houseRules: 1 rules for the Romanian file's 2",
      'the description (the body) is empty',
    ]);
    const { title: _title, ...untitled } = complete.front;
    expect(readTranslation(romanian, photos, { front: untitled, body: 'Text.' }).problems).toEqual([
      'title: Invalid input: expected string, received undefined',
    ]);
  });

  it('keys the photos by their file names', () => {
    expect(photoName('./7/terasa.jpg')).toBe('terasa.jpg');
    expect(photoName('terasa.jpg?w=400')).toBe('terasa.jpg');
  });
});
