// The hint beside a disabled 'Căutați': what the visitor has still to choose once they have begun.

/** The choices 'Căutați' waits for, in the order the hint names them. */
export const SEARCH_FIELDS = ['city', 'checkIn', 'checkOut'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

/** The key of a set of missing fields in the texts stillToChooseTexts makes. */
export const missingKey = (missing: readonly SearchField[]): string => missing.join(',');

/**
 * What is still to choose for each set of one or two missing fields ('Mai alegeți orașul și data de check-out pentru
 * a căuta.'), from a template with `{fields}` and each field's name, joined as `language` joins a list. Made where the
 * page is built, apart from the bar's island: a phone's first list formatter costs it tens of milliseconds, in the
 * middle of the bar's hydration.
 */
export function stillToChooseTexts(
  missing: { template: string } & Record<SearchField, string>,
  language: string,
): Record<string, string> {
  const list = new Intl.ListFormat(language, { type: 'conjunction' });
  const sets = [1, 2, 3, 4, 5, 6].map((bits) => SEARCH_FIELDS.filter((_, index) => bits & (1 << index)));
  return Object.fromEntries(
    sets.map((fields) => [
      missingKey(fields),
      missing.template.replace('{fields}', list.format(fields.map((field) => missing[field]))),
    ]),
  );
}
