// The search index as a page fetches it: once, at the first search over a catalogue larger than its page or the
// filters' first use (again after a failure, such as a connection lost for a moment).
import { readSearchEntries, SEARCH_INDEX_PATH, type SearchEntry } from './entries';

let entries: Promise<SearchEntry[]> | undefined;

/** Every property as the search and the filters read it. */
export function searchIndex(): Promise<SearchEntry[]> {
  entries ??= fetch(SEARCH_INDEX_PATH).then(async (response) => {
    if (!response.ok) throw new Error(`${SEARCH_INDEX_PATH}: ${response.status}`);
    return readSearchEntries(await response.json());
  });
  entries.catch(() => (entries = undefined));
  return entries;
}
