// The comparison of two or three properties side by side (/comparare?lista=3,7,12): its rules, and the data the page
// is built with. The page's script (page.ts) draws the table in the browser.
export { comparedIds, differencesFirst, MOST_COMPARED, nearestBeach, petsRule } from './rules';
export { compareData, comparedFacts, factsInPage } from './page-data';
export type { CompareData, ComparedProperty } from './data';
