// How a long list of towns stays usable: the site's three towns are listed as they are, an agency's forty are not.
// The locations row names the towns with the most properties and folds the others away; the search's select lists a
// long list in alphabetical order, where a reader's first letter finds a town; a sentence (the site's description,
// the footer's) names a few and counts the others.
import { LANGUAGE_LOCALES, type Language } from './languages';

/** Up to this many towns, every list shows them all, in the catalogue's order. */
export const SHORT_LIST = 10;
/** How many towns a long list names before folding the others away. */
export const NAMED_IN_LONG_LIST = 8;
/** How many towns a sentence names before counting the others: one more would be named rather than counted. */
export const NAMED_IN_SENTENCE = 3;

interface ListedTown {
  localName: string;
  properties: readonly unknown[];
}

/**
 * The towns a row names at once and those it folds away: all at once in the catalogue's order while the list is
 * short; otherwise the `NAMED_IN_LONG_LIST` with the most properties (the catalogue's order between equals), and the
 * others in `language`'s alphabetical order.
 */
export function townChoices<T extends ListedTown>(towns: readonly T[], language: string): { named: T[]; folded: T[] } {
  if (towns.length <= SHORT_LIST) return { named: [...towns], folded: [] };
  const largest = [...towns].sort((a, b) => b.properties.length - a.properties.length).slice(0, NAMED_IN_LONG_LIST);
  const named = towns.filter((town) => largest.includes(town));
  return {
    named,
    folded: alphabetical(
      towns.filter((town) => !largest.includes(town)),
      language,
    ),
  };
}

/**
 * The catalogue's towns as a sentence of `language` names them: every one while they are few ('Eforie Sud, Constanța
 * și Mamaia-Sat'); otherwise the NAMED_IN_SENTENCE with the most properties, in the catalogue's order, and the others
 * counted by `others` ('Eforie Sud, Constanța, Mamaia-Sat și încă 37 de orașe'), through the language's plural forms.
 */
export function townsInWords(
  towns: readonly ListedTown[],
  language: Language,
  others: (count: number) => string,
): string {
  const list = new Intl.ListFormat(LANGUAGE_LOCALES[language], { type: 'conjunction' });
  if (towns.length <= NAMED_IN_SENTENCE + 1) return list.format(towns.map((town) => town.localName));
  const largest = [...towns].sort((a, b) => b.properties.length - a.properties.length).slice(0, NAMED_IN_SENTENCE);
  const named = towns.filter((town) => largest.includes(town)).map((town) => town.localName);
  return list.format([...named, others(towns.length - named.length)]);
}

/** The towns in `language`'s alphabetical order of their names, for a long select; a short list keeps its order. */
export function selectOrder<T extends ListedTown>(towns: readonly T[], language: string): T[] {
  return towns.length <= SHORT_LIST ? [...towns] : alphabetical(towns, language);
}

function alphabetical<T extends ListedTown>(towns: readonly T[], language: string): T[] {
  const collator = new Intl.Collator(language);
  return [...towns].sort((a, b) => collator.compare(a.localName, b.localName));
}
