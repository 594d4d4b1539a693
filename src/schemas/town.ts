// A town's page: its title and introduction in every language the site serves, one file per town
// (src/content/towns/{slug}.md, slug from lib/catalogue-rules' townSlug). The towns themselves come from the catalogue:
// a property in a new town needs only this file for its town to have a page.
import { z } from 'astro/zod';
import { TOWN_INTRO_WORDS, wordCount } from '../lib/catalogue-rules';
import { LANGUAGES, type Language } from '../lib/languages';
import { latitude, longitude } from './coordinates';

const nonEmptyText = z.string().trim().min(1);

/** A town's introduction: a short paragraph, between 45 and 90 words in every language. */
const intro = nonEmptyText
  .refine((text) => wordCount(text) >= TOWN_INTRO_WORDS.min, {
    error: (issue) => `write at least ${TOWN_INTRO_WORDS.min} words (now ${wordCount(String(issue.input ?? ''))})`,
    params: { rule: 'min-words' },
  })
  .refine((text) => wordCount(text) <= TOWN_INTRO_WORDS.max, {
    error: (issue) => `write at most ${TOWN_INTRO_WORDS.max} words (now ${wordCount(String(issue.input ?? ''))})`,
    params: { rule: 'max-words' },
  });

/** A town's words in one language: the page's title and a short introduction (what it is like, its beach, the way). */
const townText = z.strictObject({ title: nonEmptyText, intro });
/** In another language, the town's name as its readers write it too ('Констанца'). */
const namedTownText = townText.extend({ name: nonEmptyText });
type OtherLanguage = Exclude<Language, 'ro'>;

/** An amount with at most two decimals (bani), more than nothing. */
const positiveWithCents = (what: string) =>
  z
    .number()
    .positive(`${what} must be more than 0`)
    .refine((value) => Number(value.toFixed(2)) === value, `write ${what} with at most 2 decimals`);

/**
 * A tax the town collects from every guest (a resort tax): a percentage of the accommodation's price, or an amount in
 * lei per guest and night. A town without one adds nothing to a quote.
 */
export const townTaxSchema = z.union(
  [
    z.strictObject({ percent: positiveWithCents('the percentage').max(20, 'a resort tax is at most 20 %') }),
    z.strictObject({
      perGuestNight: positiveWithCents('the amount per guest and night').max(
        100,
        'a resort tax is at most 100 lei per guest and night',
      ),
    }),
  ],
  {
    error:
      "write the tax as `{ percent: 1 }` (a share of the accommodation's price) or `{ perGuestNight: 2 }` (lei per guest and night): one of the two, its value a number",
  },
);

/** A town's tax on stays, as its file sets it. */
export type TownTax = z.output<typeof townTaxSchema>;

export const townSchema = z.strictObject({
  /** The town, written as the property files' `location` writes it ('Constanța'). */
  town: nonEmptyText,
  /**
   * The town's centre (its main square, or the middle of its beach front), in decimal degrees: each of its properties
   * lies within a few kilometres of it (src/schemas/property.ts).
   */
  centre: z.strictObject({ latitude: latitude(), longitude: longitude() }),
  /** The tax the town collects from every guest, if any: `{ percent: 1 }` or `{ perGuestNight: 2 }`. */
  tax: townTaxSchema.optional(),
  /** The county (județ) the town is in, as search engines read a property's address ('Constanța', 'Tulcea'). */
  county: nonEmptyText.optional(),
  ro: townText,
  ...(Object.fromEntries(
    LANGUAGES.filter((language) => language !== 'ro').map((language) => [language, namedTownText]),
  ) as Record<OtherLanguage, typeof namedTownText>),
});

/** A town file's fields. */
export type TownFile = z.output<typeof townSchema>;
