// How a shortlist travels in an address ('?lista=3,7,12') and is read back from one, whatever the address holds
// (unknown ids, letters, thousands of ids, a script): the shortlist's page's part of the rules (list.ts), apart so that
// the pages that only show hearts do not carry it.
import { keepKnown, type ReadList, type SavedIds } from './list';

/** The address parameter a shared list travels in. */
export const LIST_PARAMETER = 'lista';

/** The most characters of the parameter read: MAX_SAVED ids of up to six digits, with their commas, and room to spare. */
const MOST_READ = 512;

/** The ids of a shared list's address (its `search` part), read from at most its first MOST_READ characters. */
export function sharedIds(search: string, catalogue: ReadonlySet<string>): ReadList {
  let raw = '';
  try {
    raw = new URLSearchParams(search).get(LIST_PARAMETER) ?? '';
  } catch {
    raw = '';
  }
  const parts = raw.slice(0, MOST_READ).split(',');
  // A list cut at MOST_READ may end in half an id: it is left out rather than read as another property.
  if (raw.length > MOST_READ) parts.pop();
  const read = keepKnown(
    parts.filter((part) => part !== ''),
    catalogue,
  );
  return { ...read, trimmed: read.trimmed || raw.length > MOST_READ };
}

/** The address of a shared list: `path` with the ids in the list's parameter, in their order. */
export function sharedListPath(path: string, ids: SavedIds): string {
  return `${path}?${LIST_PARAMETER}=${ids.join(',')}`;
}
