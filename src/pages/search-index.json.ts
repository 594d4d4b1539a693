// Every property as a search reads it (src/features/catalogue-search/entries.ts): fetched only by the first search of
// a list larger than its page, never at the sample catalogue's size, where every card is in the page.
import type { APIRoute } from 'astro';
import { getProperties } from '../data/catalogue';
import { packSearchEntries, searchEntries } from '../features/catalogue-search/entries';

export const GET: APIRoute = async () => Response.json(packSearchEntries(searchEntries(await getProperties())));
