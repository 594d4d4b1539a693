// The shortest stays the search's calendar offers from a check-in (src/components/islands/DateCalendar.tsx): each
// town's distinct minimum rules, one file for every language, whose size follows the rules, not the properties.
import type { APIRoute } from 'astro';
import { getProperties } from '../../data/catalogue';
import { minimumStays } from '../../dialogs/build-properties';

export const GET: APIRoute = async () => Response.json(minimumStays(await getProperties()));
