import { describe, expect, it } from 'vitest';
import { enNouns } from './nouns-en';
import { RO_NOUNS } from './nouns-ro';
import { ruNouns } from './nouns-ru';
import { countNoun } from './plural';

describe('countNoun in Romanian', () => {
  it.each([
    [1, '1 noapte'],
    [2, '2 nopți'],
    [19, '19 nopți'],
    [20, '20 de nopți'],
    [21, '21 de nopți'],
    [100, '100 de nopți'],
    [101, '101 nopți'],
    [102, '102 nopți'],
    [119, '119 nopți'],
    [120, '120 de nopți'],
    [0, '0 nopți'],
  ])('counts %i as %s', (count, text) => {
    expect(countNoun(count, RO_NOUNS.night)).toBe(text);
  });

  it('reads every counted noun in its three forms', () => {
    expect([1, 2, 20].map((count) => countNoun(count, RO_NOUNS.bedroom))).toEqual([
      '1 dormitor',
      '2 dormitoare',
      '20 de dormitoare',
    ]);
    expect([1, 2].map((count) => countNoun(count, RO_NOUNS.bathroom))).toEqual(['1 baie', '2 băi']);
    expect([1, 2, 20].map((count) => countNoun(count, RO_NOUNS.guest))).toEqual([
      '1 oaspete',
      '2 oaspeți',
      '20 de oaspeți',
    ]);
    expect([1, 21].map((count) => countNoun(count, RO_NOUNS.review))).toEqual(['1 recenzie', '21 de recenzii']);
    expect([1, 80].map((count) => countNoun(count, RO_NOUNS.character))).toEqual(['1 caracter', '80 de caractere']);
    expect([3, 22].map((count) => countNoun(count, RO_NOUNS.town))).toEqual(['3 orașe', '22 de orașe']);
    expect([1, 22].map((count) => countNoun(count, RO_NOUNS.property))).toEqual(['1 proprietate', '22 de proprietăți']);
  });

  // 'găsită' agrees with the feminine 'proprietăți' the heading names; without its noun the participle takes no
  // 'de' from 20 on ('20 de proprietăți găsite' shortened to '20 găsite', never '20 de găsite').
  it.each([
    [0, '0 găsite'],
    [1, '1 găsită'],
    [2, '2 găsite'],
    [19, '19 găsite'],
    [20, '20 găsite'],
    [21, '21 găsite'],
    [100, '100 găsite'],
    [101, '101 găsite'],
    [120, '120 găsite'],
  ])('counts %i found properties as %s', (count, text) => {
    expect(countNoun(count, RO_NOUNS.found)).toBe(text);
  });

  it('gives every noun a form for each category Romanian has, and no other', () => {
    const categories = new Intl.PluralRules('ro').resolvedOptions().pluralCategories;
    for (const forms of Object.values(RO_NOUNS)) expect(Object.keys(forms).sort()).toEqual([...categories].sort());
  });
});

describe('countNoun in another language', () => {
  it("follows that language's categories", () => {
    const guest = { one: 'гость', few: 'гостя', many: 'гостей', other: 'гостя' };
    expect([1, 3, 5, 21].map((count) => countNoun(count, guest, 'ru'))).toEqual([
      '1 гость',
      '3 гостя',
      '5 гостей',
      '21 гость',
    ]);
    expect([1, 2].map((count) => countNoun(count, { one: 'guest', other: 'guests' }, 'en'))).toEqual([
      '1 guest',
      '2 guests',
    ]);
  });

  it('counts found properties in English and Russian', () => {
    expect([0, 1, 2, 21].map((count) => countNoun(count, enNouns.found, 'en'))).toEqual([
      '0 found',
      '1 found',
      '2 found',
      '21 found',
    ]);
    expect([1, 2, 5, 20, 21, 22, 101, 111].map((count) => countNoun(count, ruNouns.found, 'ru'))).toEqual([
      '1 вариант',
      '2 варианта',
      '5 вариантов',
      '20 вариантов',
      '21 вариант',
      '22 варианта',
      '101 вариант',
      '111 вариантов',
    ]);
  });

  it('falls back to the "other" form when a category is missing', () => {
    expect(countNoun(1, { other: 'oaspeți' })).toBe('1 oaspeți');
  });
});
