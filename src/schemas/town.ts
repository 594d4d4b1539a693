// A town's page: its title and introduction in every language the site serves, one file per town
// (src/content/towns/{slug}.md, slug from lib/catalogue-rules' townSlug). The towns themselves come from the catalogue:
// a property in a new town needs only this file for its town to have a page.
import { z } from 'astro/zod';
import { LANGUAGES, type Language } from '../lib/languages';

const nonEmptyText = z.string().trim().min(1);

/** A town's words in one language: the page's title and a short introduction (what it is like, its beach, the way). */
const townText = z.strictObject({ title: nonEmptyText, intro: nonEmptyText });
/** In another language, the town's name as its readers write it too ('Констанца'). */
const namedTownText = townText.extend({ name: nonEmptyText });
type OtherLanguage = Exclude<Language, 'ro'>;

export const townSchema = z.strictObject({
  /** The town, written as the property files' `location` writes it ('Constanța'). */
  town: nonEmptyText,
  ro: townText,
  ...(Object.fromEntries(
    LANGUAGES.filter((language) => language !== 'ro').map((language) => [language, namedTownText]),
  ) as Record<OtherLanguage, typeof namedTownText>),
});

/** A town file's fields. */
export type TownFile = z.output<typeof townSchema>;
