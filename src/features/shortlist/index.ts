// The shortlist: the properties a visitor saves, kept in the browser (store.ts), and its rules (list.ts).
export {
  COMPARE_PATH,
  LIST_PARAMETER,
  MAX_SAVED,
  MOST_COMPARED,
  SHORTLIST_PATH,
  sharedIds,
  sharedListPath,
} from './list';
export { $shortlist, shortlistRead, startShortlist, toggleSaved } from './store';
