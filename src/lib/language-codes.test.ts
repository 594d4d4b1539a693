import { describe, expect, it } from 'vitest';
import { languageCodes } from './language-codes';

describe('languageCodes', () => {
  it('turns the Romanian language names into BCP 47 codes, in order', () => {
    expect(languageCodes(['Română', 'Engleză', 'Rusă', 'Germană', 'Franceză', 'Italiană'])).toEqual([
      'ro',
      'en',
      'ru',
      'de',
      'fr',
      'it',
    ]);
  });

  it('leaves out a name it does not know instead of guessing', () => {
    expect(languageCodes(['Română', 'Klingoniană'])).toEqual(['ro']);
  });
});
