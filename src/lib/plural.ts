// Numbers with their nouns. The language's own plural rules (Intl.PluralRules) choose the category of a
// count; a table of forms per noun (nouns-ro.ts for Romanian) says how the noun reads in that category.

/** A noun's forms by plural category of one language; `other` is the category every language has. */
export type NounForms = Readonly<Partial<Record<Intl.LDMLPluralRule, string>>> & { readonly other: string };

// Made once per language: making the rules takes milliseconds on a slow phone, choosing with them microseconds.
const rules = new Map<string, Intl.PluralRules>();

/** The form of `noun` that `language` puts after `count`: 'oaspete' after 1, 'леев' after 5, 'лея' after 1,5. */
export function nounAfter(count: number, noun: NounForms, language = 'ro'): string {
  let plural = rules.get(language);
  if (!plural) {
    plural = new Intl.PluralRules(language);
    rules.set(language, plural);
  }
  return noun[plural.select(count)] ?? noun.other;
}

/** `count` and its noun in the form `language` asks for: '1 oaspete', '2 oaspeți', '20 de oaspeți'. */
export function countNoun(count: number, noun: NounForms, language = 'ro'): string {
  return `${count} ${nounAfter(count, noun, language)}`;
}
