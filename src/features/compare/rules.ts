// The comparison's rules, apart from any page: which properties an address asks to compare (the first few valid ids
// of a shared list), which of a property's places nearby is its beach and which house rule speaks of pets, and how
// the table's rows split into those where the properties differ and those they share.
import { sharedIds } from '../shortlist';

/** The most properties compared side by side: more would not fit a laptop's width. */
export const MOST_COMPARED = 3;

/** The fewest properties a comparison needs. */
export const FEWEST_COMPARED = 2;

/** What an address asks to compare. */
export interface ComparedIds {
  /** The first MOST_COMPARED known ids, in the list's order. */
  ids: readonly string[];
  /** True when the list named more known properties than are compared. */
  more: boolean;
  /** True when the list named ids that are not properties of the catalogue (or not ids at all). */
  unknown: boolean;
}

/** The properties `search` (an address's query, '?lista=3,7,12') asks to compare, whatever it holds. */
export function comparedIds(search: string, catalogue: ReadonlySet<string>): ComparedIds {
  const read = sharedIds(search, catalogue);
  return {
    ids: read.ids.slice(0, MOST_COMPARED),
    more: read.ids.length > MOST_COMPARED || read.trimmed,
    unknown: read.unknown > 0,
  };
}

/** A beach in any of the site's languages: 'Plaja Modern', 'Modern Beach', 'Пляж Модерн'. */
const BEACH = /plaj|beach|пляж/iu;

/** Pets in any of the site's languages: 'Animalele de companie…', 'No pets', 'Без домашних животных'. */
const PETS = /animal|\bpets?\b|животн|питом/iu;

/** The first of a property's places nearby ('Plaja Modern - 250 m') that is a beach, or undefined. */
export function nearestBeach(places: readonly string[]): string | undefined {
  return places.find((place) => BEACH.test(place.split(' - ')[0] ?? place));
}

/** The first of a property's house rules that speaks of pets, or undefined when none does. */
export function petsRule(rules: readonly string[]): string | undefined {
  return rules.find((rule) => PETS.test(rule));
}

/** A row of the table: what each compared property has, in the columns' order. */
export interface ComparedRow {
  /** One value per property, compared as they are: the same text means the same fact. */
  values: readonly string[];
}

/** The rows where the properties differ, then the rows they share, each group in its rows' order. */
export function differencesFirst<Row extends ComparedRow>(rows: readonly Row[]): { different: Row[]; same: Row[] } {
  const different: Row[] = [];
  const same: Row[] = [];
  for (const row of rows) (row.values.every((value) => value === row.values[0]) ? same : different).push(row);
  return { different, same };
}
