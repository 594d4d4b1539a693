import { describe, expect, it } from 'vitest';
import { excerpt } from './excerpt';

describe('a card’s summary', () => {
  it('is the first paragraph when it is short enough', () => {
    expect(excerpt('O cameră luminoasă.\n\nAl doilea paragraf.', 40)).toBe('O cameră luminoasă.');
  });

  it('is cut at a word, without a dangling comma, and ends in an ellipsis', () => {
    expect(excerpt('Apartament cu terasă, aproape de plajă și de lac', 24)).toBe('Apartament cu terasă…');
    expect(excerpt('Двухместный номер с балконом на море', 20)).toBe('Двухместный номер с…');
    expect(excerpt('Apartament cu terasă', 20)).toBe('Apartament cu terasă');
  });

  it('cuts a word longer than the limit rather than return nothing', () => {
    expect(excerpt('Supercalifragilistic', 5)).toBe('Super…');
  });
});
