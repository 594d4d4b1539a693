// The shortlist: the properties a visitor saves, kept in the browser (store.ts), and its rules (list.ts).
export { MAX_SAVED, sharedIds, sharedListPath } from './list';
export { $shortlist, startShortlist, toggleSaved } from './store';
