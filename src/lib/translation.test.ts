import { describe, expect, it } from 'vitest';
import { photoName, problemText, readTranslation } from './translation';

const romanian = {
  houseRules: ['Fără fumat', 'Animalele de companie nu sunt permise'],
  nearbyAttractions: ['Plaja - 200 m'],
};
/** A description of `count` words. */
const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');
const photos = ['terasa.jpg', 'living.jpg'];
const complete = {
  front: {
    title: 'Sea-view flat',
    photos: { 'terasa.jpg': 'The terrace', 'living.jpg': 'The living room' },
    houseRules: ['No smoking', 'No pets'],
    nearbyAttractions: ['The beach - 200 m'],
  },
  body: `A bright flat. ${words(90)}\n`,
};
const text = (read: ReturnType<typeof readTranslation>) => read.problems?.map(problemText);

describe('a property’s translation', () => {
  it('is read when every field is there, for exactly the Romanian file’s photos and lists', () => {
    const read = readTranslation(romanian, photos, complete, 'en');
    expect(read.problems).toBeUndefined();
    expect(read.translation?.title).toBe('Sea-view flat');
    expect(read.translation?.description).toMatch(/^A bright flat\. word0 .* word89$/);
  });

  it('names what an incomplete one lacks, field by field', () => {
    const { 'living.jpg': _, ...onePhoto } = complete.front.photos;
    expect(
      text(
        readTranslation(
          romanian,
          photos,
          {
            front: { ...complete.front, photos: { ...onePhoto, 'pool.jpg': 'A pool' }, houseRules: ['No smoking'] },
            body: '  ',
          },
          'en',
        ),
      ),
    ).toEqual([
      'photos: no alt text for living.jpg',
      "photos: pool.jpg is not one of the property's photos",
      "houseRules: 1 rules for the Romanian file's 2",
      'body: the description (the body): write at least 80 words (now 0)',
    ]);
    const { title: _title, ...untitled } = complete.front;
    expect(text(readTranslation(romanian, photos, { front: untitled, body: 'Text.' }, 'en'))).toEqual([
      'title: Invalid input: expected string, received undefined',
    ]);
  });

  it('says of pets what the Romanian rule says, in its own language, and is as long as every description', () => {
    const allowed = { ...complete.front, houseRules: ['No smoking', 'Pets are welcome'] };
    expect(text(readTranslation(romanian, photos, { ...complete, front: allowed }, 'en'))).toEqual([
      "houseRules.1: 'Pets are welcome' does not say of pets what the Romanian rule 'Animalele de companie nu sunt permise' says (not-allowed)",
    ]);
    const russian = { ...complete.front, houseRules: ['Не курить', 'Без домашних животных'] };
    expect(readTranslation(romanian, photos, { ...complete, front: russian }, 'ru').problems).toBeUndefined();
    expect(text(readTranslation(romanian, photos, { ...complete, body: words(201) }, 'en'))).toEqual([
      'body: the description (the body): write at most 200 words (now 201)',
    ]);
  });

  it('keys the photos by their file names', () => {
    expect(photoName('./7/terasa.jpg')).toBe('terasa.jpg');
    expect(photoName('terasa.jpg?w=400')).toBe('terasa.jpg');
  });
});
