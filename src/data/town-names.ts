// The towns' names as each language writes them ('Constanța' in Romanian and English, 'Констанца' in Russian), from
// the towns' files (src/content/towns/), so a new town is named where its page's words are written.
import { getCollection } from 'astro:content';
import type { Language } from '../lib/languages';

/** Each town of the towns' files, as the catalogue writes it, and its name in `language`. */
export async function townNames(language: Language): Promise<Map<string, string>> {
  const files = await getCollection('towns');
  return new Map(files.map(({ data }) => [data.town, language === 'ro' ? data.town : data[language].name] as const));
}
