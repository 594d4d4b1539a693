import { describe, expect, it } from 'vitest';
import { isLanguage, languageOf, localizedPath, pageLanguage, splitLanguage } from './languages';

describe('the addresses of a page in each language', () => {
  it('keeps Romanian addresses and puts the others under their code', () => {
    expect(localizedPath('/', 'ro')).toBe('/');
    expect(localizedPath('/', 'en')).toBe('/en');
    expect(localizedPath('/apartment/7', 'ru')).toBe('/ru/apartment/7');
    expect(localizedPath('/constanta', 'en')).toBe('/en/constanta');
  });

  it('reads the language and the Romanian address back from any address', () => {
    expect(splitLanguage('/en')).toEqual({ language: 'en', path: '/' });
    expect(splitLanguage('/ru/apartment/7')).toEqual({ language: 'ru', path: '/apartment/7' });
    expect(splitLanguage('/en?x=1')).toEqual({ language: 'en', path: '/?x=1' });
    expect(splitLanguage('/apartment/7')).toEqual({ language: 'ro', path: '/apartment/7' });
    // A town or page whose name starts like a language is not one.
    expect(splitLanguage('/english-beach')).toEqual({ language: 'ro', path: '/english-beach' });
    expect(splitLanguage('/ro/apartment/7')).toEqual({ language: 'ro', path: '/ro/apartment/7' });
  });

  it('goes there and back for every page and language', () => {
    for (const path of ['/', '/apartment/12', '/mamaia-sat', '/404'])
      for (const language of ['ro', 'en', 'ru'] as const)
        expect(splitLanguage(localizedPath(path, language))).toEqual({ language, path });
  });
});

describe('the language of a page', () => {
  it('is one of the site’s, else Romanian', () => {
    expect(isLanguage('ru')).toBe(true);
    expect(isLanguage('fr')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
    expect(languageOf('en')).toBe('en');
    expect(languageOf('en-GB')).toBe('ro');
    expect(languageOf(undefined)).toBe('ro');
  });

  it('is Romanian outside a browser', () => {
    expect(pageLanguage()).toBe('ro');
  });
});
