// The data the dialogs read of one property, built once per language: the booking wizard fetches the property it
// opens on and the assistant's cards those they show, so what a page fetches does not grow with the catalogue.
import type { APIRoute, GetStaticPaths } from 'astro';
import { getProperties, type Property } from '../../../data/catalogue';
import { everyLanguage } from '../../../data/pages';
import { dialogProperty } from '../../../dialogs/build-properties';

export const getStaticPaths = (async () =>
  (
    await Promise.all(
      everyLanguage().map(async ({ params, props }) =>
        (
          await getProperties(props.language)
        ).map((property) => ({ params: { ...params, id: property.id }, props: { property } })),
      ),
    )
  ).flat()) satisfies GetStaticPaths;

export const GET: APIRoute<{ property: Property }> = async ({ props }) =>
  Response.json(await dialogProperty(props.property));
