// The data both dialogs read, built once: fetched the first time a dialog opens, so no page carries the
// whole catalogue in its HTML (and a large catalogue does not grow every page).
import type { APIRoute } from 'astro';
import { getProperties } from '../data/catalogue';
import { dialogProperties } from '../dialogs/build-properties';

export const GET: APIRoute = async () => Response.json(await dialogProperties(await getProperties()));
