// What the editor knows of the catalogue as the site was built from it, written into /admin at build time: the
// properties' numbers (the next free one is proposed for a new property), each one's 'de la' price as the site
// states it (a change that moves it by more than half is asked about), each translation's file (a save that leaves a
// property without its English or Russian page says so), and each property's lists its translations follow (a
// translation saved incomplete says so). The editor adds what is saved during a visit.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../lib/languages';
import { readFrontMatter } from '../../lib/front-matter';
import { type TownOnFile, townFiles } from '../../schemas/towns-folder';
import { type RomanianLists, romanianLists } from '../../lib/translation';
import { lowestPrice } from '../prices';
import type { PropertyPrices } from '../../schemas/property';
import { CATALOGUE_FOLDER } from './catalogue-folder';

/** A translation's file as the editor checks it at save: its front matter and its description. */
export interface TranslationFacts {
  front: unknown;
  body: string;
}

/** The catalogue as the editor starts from it. */
export interface CatalogueFacts {
  /** The properties' numbers, as their files are named. */
  ids: string[];
  /** Each property's lowest nightly price from the build's day, as its card states it; absent without prices. */
  fromPrices: Record<string, number>;
  /** Each property's lists its translations follow, by property number. */
  lists: Record<string, RomanianLists>;
  /** Each language's translation files, by property number. */
  translations: Partial<Record<Exclude<Language, 'ro'>, Record<string, TranslationFacts>>>;
  /**
   * The towns a property may be in, with their centres (their files'), which the schema checks `location` and the
   * distance from the centre against in the browser.
   */
  towns: TownOnFile[];
}

/** The catalogue in `folder` (the repository's, or another one the build reads). */
export function catalogueFacts(folder = process.env['CATALOGUE_DIR'] ?? CATALOGUE_FOLDER): CatalogueFacts {
  const files = existsSync(folder) ? readdirSync(folder).filter((name) => /^\d+\.md$/.test(name)) : [];
  const ids = files.map((name) => name.replace(/\.md$/, '')).sort((a, b) => Number(a) - Number(b));
  const fromPrices: Record<string, number> = {};
  const lists: Record<string, RomanianLists> = {};
  for (const id of ids) {
    const path = join(folder, `${id}.md`);
    const { front } = readFrontMatter(readFileSync(path, 'utf8'), path);
    const prices = (front as { prices?: PropertyPrices }).prices;
    const lowest = prices ? safeLowest(prices) : undefined;
    if (lowest !== undefined) fromPrices[id] = lowest;
    lists[id] = romanianLists(front);
  }
  const translations: CatalogueFacts['translations'] = {};
  for (const language of LANGUAGES) {
    if (language === DEFAULT_LANGUAGE) continue;
    const own: Record<string, TranslationFacts> = {};
    for (const id of ids) {
      const path = join(folder, language, `${id}.md`);
      if (!existsSync(path)) continue;
      const { front, body } = readFrontMatter(readFileSync(path, 'utf8'), path);
      own[id] = { front, body };
    }
    translations[language as Exclude<Language, 'ro'>] = own;
  }
  return { ids, fromPrices, lists, translations, towns: townFiles() };
}

/** The 'de la' price of prices the build would refuse is none. */
function safeLowest(prices: PropertyPrices): number | undefined {
  try {
    return lowestPrice(prices);
  } catch {
    return undefined;
  }
}
