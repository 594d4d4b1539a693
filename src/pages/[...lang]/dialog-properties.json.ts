// The data both dialogs read, built once per language: fetched the first time a dialog opens, so no page carries the
// whole catalogue in its HTML (and a large catalogue does not grow every page).
import type { APIRoute, GetStaticPaths } from 'astro';
import { getProperties } from '../../data/catalogue';
import { everyLanguage } from '../../data/pages';
import { dialogProperties } from '../../dialogs/build-properties';
import type { Language } from '../../lib/languages';

export const getStaticPaths = everyLanguage satisfies GetStaticPaths;

export const GET: APIRoute<{ language: Language }> = async ({ props }) =>
  Response.json(await dialogProperties(await getProperties(props.language)));
