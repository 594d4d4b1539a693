// The shortlist: the properties a visitor saves, kept in the browser (store.ts), and its rules (list.ts, shared-list.ts).
export { COMPARE_PATH, catalogueRuns, MAX_SAVED, MOST_COMPARED, pageCatalogue, SHORTLIST_PATH } from './list';
export { LIST_PARAMETER, sharedIds, sharedListPath } from './shared-list';
export { $shortlist, shortlistRead, startShortlist, toggleSaved } from './store';
