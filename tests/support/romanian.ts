// What Romanian grammar asks of a number before a noun, written out here independently of the site's own
// helper, so the journeys check the visitor's text against the rule rather than against the code under test.
const categories = new Intl.PluralRules('ro');

/**
 * `count` with its noun: the singular for 1 ('1 oaspete'), the plural for 0, 2-19 and numbers ending in 01-19
 * past 100 ('2 oaspeți', '102 oaspeți'), and 'de' before the plural for the rest ('20 de oaspeți').
 */
export function romanianCount(count: number, singular: string, plural: string): string {
  const category = categories.select(count);
  if (category === 'one') return `${count} ${singular}`;
  return category === 'few' ? `${count} ${plural}` : `${count} de ${plural}`;
}

/**
 * How many properties a search found, as the list's heading says it: the participle agrees with the feminine
 * 'proprietăți' ('1 găsită', '2 găsite') and, with the noun left out, takes no 'de' ('20 găsite').
 */
export function romanianFound(count: number): string {
  return `${count} ${categories.select(count) === 'one' ? 'găsită' : 'găsite'}`;
}
