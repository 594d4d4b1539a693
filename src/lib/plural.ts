// Numbers with their nouns. The language's own plural rules (Intl.PluralRules) choose the category of a
// count; a table of forms per noun (nouns-ro.ts for Romanian) says how the noun reads in that category.

/** A noun's forms by plural category of one language; `other` is the category every language has. */
export type NounForms = Readonly<Partial<Record<Intl.LDMLPluralRule, string>>> & { readonly other: string };

/** `count` and its noun in the form `language` asks for: '1 oaspete', '2 oaspeți', '20 de oaspeți'. */
export function countNoun(count: number, noun: NounForms, language = 'ro'): string {
  return `${count} ${noun[new Intl.PluralRules(language).select(count)] ?? noun.other}`;
}
