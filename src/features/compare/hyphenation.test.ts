// The comparison's words with their hyphenation points: where each language breaks them, no letter left alone, a word
// short enough to fit a phone's column left as written, and a placeholder left whole.
import { describe, expect, it } from 'vitest';
import { hyphenated } from './hyphenation';

const shown = (text: string) => text.replaceAll('\u00ad', '·');

describe('hyphenation points', () => {
  it("are each language's", () => {
    expect(shown(hyphenated('Disponibilitate', 'ro'))).toBe('Dis·po·ni·bi·li·ta·te');
    expect(shown(hyphenated('Cancellation policy', 'en'))).toBe('Can·cel·la·tion policy');
    expect(shown(hyphenated('Посудомоечная машина', 'ru'))).toBe('По·су·до·мо·еч·ная машина');
  });

  it('leave no letter alone and keep what the text says', () => {
    expect(shown(hyphenated('Încălzire în pardoseală', 'ro'))).toBe('În·căl·zi·re în par·do·sea·lă');
    expect(shown(hyphenated('Prosoape și lenjerie', 'ro'))).toBe('Prosoape și lenjerie');
    // Cyrillic letters are wider: an eight-letter word gets its points.
    expect(hyphenated('Домашние животные', 'ru')).toContain('\u00ad');
    for (const [text, language] of [
      ['Aer condiționat', 'ro'],
      ['Air conditioning', 'en'],
      ['Ближайший пляж', 'ru'],
    ] as const)
      expect(hyphenated(text, language).replaceAll('\u00ad', '')).toBe(text);
  });

  it('leave a placeholder whole', () => {
    expect(shown(hyphenated('Indisponibilă pe {dates}', 'ro'))).toBe('In·dis·po·ni·bi·lă pe {dates}');
    expect(shown(hyphenated('Liberă pe {dates}', 'ro'))).toBe('Liberă pe {dates}');
  });
});
