// The comparison's words with their hyphenation points: where each language breaks them, no letter left alone, and
// a placeholder left whole.
import { describe, expect, it } from 'vitest';
import { hyphenated } from './hyphenation';

const shown = (text: string) => text.replaceAll('\u00ad', '·');

describe('hyphenation points', () => {
  it("are each language's", () => {
    expect(shown(hyphenated('Disponibilitate', 'ro'))).toBe('Dis·po·ni·bi·li·ta·te');
    expect(shown(hyphenated('Cancellation policy', 'en'))).toBe('Can·cel·la·tion policy');
    expect(shown(hyphenated('Посудомоечная машина', 'ru'))).toBe('По·су·до·мо·еч·ная ма·ши·на');
  });

  it('leave no letter alone and keep what the text says', () => {
    expect(shown(hyphenated('Încălzire în pardoseală', 'ro'))).toBe('În·căl·zi·re în par·do·sea·lă');
    for (const [text, language] of [
      ['Aer condiționat', 'ro'],
      ['Air conditioning', 'en'],
      ['Ближайший пляж', 'ru'],
    ] as const)
      expect(hyphenated(text, language).replaceAll('\u00ad', '')).toBe(text);
  });

  it('leave a placeholder whole', () => {
    expect(shown(hyphenated('Liberă pe {dates}', 'ro'))).toBe('Li·be·ră pe {dates}');
  });
});
