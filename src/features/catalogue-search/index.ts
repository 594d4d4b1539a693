// The search over a catalogue larger than a page's cards: what it knows of every property (entries.ts, published as
// search-index.json), the cards it fetches one by one (cards.ts) and the list's other filters (filters.ts).
export { fetchCard } from './cards';
export { FILTER_PARAMETERS } from './filters';
export { searchIndex } from './search-index';
export { readSearchEntries, SEARCH_INDEX_PATH, type SearchEntry, searchEntries } from './entries';
