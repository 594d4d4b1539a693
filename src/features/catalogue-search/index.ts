// The search over a catalogue larger than a page's cards: what it knows of every property (entries.ts, published as
// search-index.json) and the cards it fetches one by one (cards.ts).
export { fetchCard } from './cards';
export { searchIndex } from './search-index';
export { readSearchEntries, SEARCH_INDEX_PATH, type SearchEntry, searchEntries } from './entries';
