// The towns' names as each language writes them ('Constanța' in Romanian and English, 'Констанца' in Russian), from
// the towns' files (src/content/towns/), so a new town is named where its page's words are written.
import { getCollection } from 'astro:content';
import type { Language } from '../lib/languages';
import type { TownFile } from '../schemas/town';

/** The town of `file` as `language` writes it: the catalogue's own name in Romanian, the file's name otherwise. */
export function nameIn(file: TownFile, language: Language): string {
  return language === 'ro' ? file.town : file[language].name;
}

/** Each town of the towns' files, as the catalogue writes it, and its name in `language`. */
export async function townNames(language: Language): Promise<Map<string, string>> {
  const files = await getCollection('towns');
  return new Map(files.map(({ data }) => [data.town, nameIn(data, language)] as const));
}
