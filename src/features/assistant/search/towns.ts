// The towns the assistant knows: those of the catalogue it is given, as the site's pages read them from the
// properties' locations (src/data/towns.ts), each with its names in the other languages where its file writes them
// otherwise. A catalogue of three towns and one of forty are read the same way.
import type { AssistantProperty } from './catalogue';

/** A town of the catalogue: its name as the catalogue writes it, and every name a visitor may call it by. */
export interface CatalogueTown {
  /** 'Constanța', as the properties' locations write it. */
  name: string;
  /** Its names in every language, the catalogue's first ('Constanța', 'Констанца'), each once. */
  names: readonly string[];
}

// Worked out once per catalogue: every message of a conversation asks for them.
const known = new WeakMap<readonly AssistantProperty[], CatalogueTown[]>();

/** The catalogue's towns, in the order its properties first name them. */
export function catalogueTowns(catalogue: readonly AssistantProperty[]): CatalogueTown[] {
  let towns = known.get(catalogue);
  if (!towns) {
    const byName = new Map<string, Set<string>>();
    for (const property of catalogue) {
      const names = byName.get(property.city) ?? new Set([property.city]);
      for (const name of Object.values(property.cityNames ?? {})) if (name) names.add(name);
      byName.set(property.city, names);
    }
    towns = [...byName].map(([name, names]) => ({ name, names: [...names] }));
    known.set(catalogue, towns);
  }
  return towns;
}

/** The catalogue's towns by their name as the catalogue writes them. */
export function townNames(catalogue: readonly AssistantProperty[]): string[] {
  return catalogueTowns(catalogue).map((town) => town.name);
}
