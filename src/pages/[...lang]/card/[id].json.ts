// Each property's facts as the comparison shows them, in a file of their own beside its card ('/card/7.json',
// '/en/card/7.json'): the comparison of a catalogue too large for its page to carry every property's facts fetches
// those of the two or three it compares (src/features/compare/page.ts). Like the cards, they are pieces of a page, kept
// out of search engines (robots.txt, netlify.toml). A catalogue small enough has none: its comparison carries them all.
import type { APIRoute, GetStaticPaths } from 'astro';
import { getProperties, type Property } from '../../../data/catalogue';
import { languageParam } from '../../../data/pages';
import { comparedFacts, factsInPage } from '../../../features/compare';
import { LANGUAGES, type Language } from '../../../lib/languages';

interface Props {
  language: Language;
  property: Property;
}

export const getStaticPaths = (async () => {
  if (await factsInPage()) return [];
  const languages = await Promise.all(
    LANGUAGES.map(async (language) =>
      (await getProperties(language)).map((property) => ({
        params: { lang: languageParam(language), id: property.id },
        props: { language, property } satisfies Props,
      })),
    ),
  );
  return languages.flat();
}) satisfies GetStaticPaths;

export const GET: APIRoute<Props> = async ({ props }) =>
  Response.json(await comparedFacts(props.property, props.language));
