// The towns the catalogue names, each with its page's words: a town is read from the properties' locations, so a
// property in a fourth town makes a fourth page, once its words are written (src/content/towns/{slug}.md).
import { getCollection } from 'astro:content';
import { textsIn, type Texts } from '../i18n';
import { townSlug } from '../lib/catalogue-rules';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../lib/languages';
import { pageCount } from '../lib/paging';
import { townsInWords } from '../lib/town-choices';
import type { TownFile } from '../schemas/town';
import { getProperties, type Property } from './catalogue';
import { nameIn } from './town-names';

/** A town's page: its name as the catalogue writes it, its address, its words and its properties. */
export interface Town {
  name: string;
  /** Its name in the page's language ('Констанца'). */
  localName: string;
  slug: string;
  words: TownFile;
  properties: Property[];
}

const cache = new Map<Language, Promise<Town[]>>();

/**
 * Every town of the catalogue, in the order its properties first name them, with its properties that have a page in
 * `language`; the build stops on a town without words. Worked out once per language, as the properties are: every
 * page's footer and search ask for them.
 */
export function getTowns(language: Language = DEFAULT_LANGUAGE): Promise<Town[]> {
  let towns = cache.get(language);
  if (!towns) {
    towns = readTowns(language);
    cache.set(language, towns);
  }
  return towns;
}

async function readTowns(language: Language): Promise<Town[]> {
  const [all, properties] = await Promise.all([getProperties(), getProperties(language)]);
  const files = new Map((await getCollection('towns')).map((entry) => [entry.id, entry.data]));
  const names = [...new Set(all.map((property) => property.city))];
  return names.map((name) => {
    const slug = townSlug(name);
    const words = files.get(slug);
    if (!words)
      throw new Error(
        `src/content/towns/${slug}.md is missing: a property is in ${name}, whose page needs its title and introduction in every language there (docs/catalogue.md)`,
      );
    if (words.town !== name)
      throw new Error(`src/content/towns/${slug}.md: town: write '${name}', as the properties do`);
    return {
      name,
      localName: nameIn(words, language),
      slug,
      words,
      properties: properties.filter((property) => property.city === name),
    };
  });
}

/**
 * The languages page `page` of the town of `slug`'s list exists in: those in which enough of its properties have a
 * page to fill the list that far (one, for the first page).
 */
export async function townLanguages(slug: string, page = 1): Promise<Language[]> {
  const found = await Promise.all(
    LANGUAGES.map(async (language) => {
      const town = (await getTowns(language)).find((candidate) => candidate.slug === slug);
      return town && town.properties.length > 0 && pageCount(town.properties.length) >= page ? [language] : [];
    }),
  );
  return found.flat();
}

/**
 * The catalogue's towns as the site's sentences name them (its description, the hero's, the footer's): the sample
 * catalogue's three by name, an agency's forty by their largest and a count of the others.
 */
export async function townsInSentence({ t, count, language }: Texts): Promise<string> {
  return townsInWords(await getTowns(language), language, (others) =>
    t('site.otherTowns', { towns: count(others, 'town') }),
  );
}

/** The site's description for search results and shared links, counting the catalogue as it is in `language`. */
export async function siteDescription(language: Language = DEFAULT_LANGUAGE): Promise<string> {
  const texts = await textsIn(language);
  return texts.t('site.description', {
    properties: texts.count((await getProperties(language)).length, 'property'),
    towns: await townsInSentence(texts),
  });
}
