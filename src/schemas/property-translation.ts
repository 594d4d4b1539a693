// A property's text in another language: only what a guest reads that is written per property (its title, its
// description as the body, each photo's alt text, its house rules, the places nearby). Every fact (guests, photos,
// prices, coordinates, blocked nights) stays in the Romanian file alone; the words the whole catalogue shares
// (amenities, kinds of stay, languages, safety features, cancellation policies) are translated once, in src/i18n.
// One file per property and language, in a folder of the language beside the catalogue's files:
// src/content/properties/{en,ru}/{id}.md.
import { z } from 'astro/zod';

const nonEmptyText = z.string().trim().min(1);

// The titles and descriptions are the editor's labels and hints (src/features/editor/config.ts), in Romanian.
export const propertyTranslation = z.strictObject({
  /** The property's name in this language. */
  title: nonEmptyText.meta({ title: 'Titlu', description: 'Numele proprietății în această limbă.' }),
  /** Each photo's alt text, by the photo's file name in the property's folder ('terasa.jpg'), one for every photo. */
  photos: z
    .record(z.string().regex(/^[^/\\]+\.(?:jpe?g|png|webp|avif)$/i, 'name the photo by its file name'), nonEmptyText)
    .meta({
      title: 'Fotografii',
      description:
        'Pentru fiecare fotografie (numele fișierului ei, de ex. terasa.jpg), ce se vede în ea, în această limbă.',
    }),
  /** The house rules, one for each of the Romanian file's, in its order. */
  houseRules: z.array(nonEmptyText).min(1).meta({
    title: 'Reguli de cazare',
    description: 'Câte una pentru fiecare regulă din fișierul în română, în aceeași ordine.',
  }),
  /** The places nearby, one for each of the Romanian file's, in its order, written 'name - distance'. */
  nearbyAttractions: z.array(z.string().regex(/^\S.* - \S.*$/, "write 'name - distance'")).meta({
    title: 'În apropiere',
    description: 'Câte unul pentru fiecare loc din fișierul în română, în aceeași ordine, în forma „loc - distanță”.',
  }),
});

/** A translation's fields as its file states them. */
export type PropertyTranslation = z.output<typeof propertyTranslation>;
