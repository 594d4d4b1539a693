// The dialogs' data of the whole catalogue in one file, for a catalogue the home page lists whole (the sample's 22):
// a page then fetches it in one request once idle, as it always did, rather than a file per card. A larger catalogue
// has no such file: its pages fetch each property's alone (dialog-properties/[id].json.ts).
import type { APIRoute, GetStaticPaths } from 'astro';
import { getProperties, type Property } from '../../data/catalogue';
import { everyLanguage } from '../../data/pages';
import { dialogProperty } from '../../dialogs/build-properties';
import { WHOLE_CATALOGUE_ON_HOME } from '../../lib/paging';

export const getStaticPaths = (async () =>
  (await getProperties()).length > WHOLE_CATALOGUE_ON_HOME
    ? []
    : Promise.all(
        everyLanguage().map(async ({ params, props }) => ({
          params,
          props: { properties: await getProperties(props.language) },
        })),
      )) satisfies GetStaticPaths;

export const GET: APIRoute<{ properties: Property[] }> = async ({ props }) =>
  Response.json(await Promise.all(props.properties.map(dialogProperty)));
