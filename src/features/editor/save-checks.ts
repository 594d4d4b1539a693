// What the editor checks when the owner saves a property, before anything is committed: the rules the build holds
// the file to (rules.ts, the schema itself), then what is allowed but likely a slip, asked once (a yearly season
// written backwards, a 'de la' price moved by more than half), then whether the property keeps its English and
// Russian pages. Each check reads the front matter the save would write, as the build will read it.
import { z } from 'astro/zod';
import { romanianToday } from '../../lib/dates';
import { isMonthDay } from '../../lib/day-numbers';
import type { Language } from '../../lib/languages';
import { problemText, type RomanianLists, readTranslation } from '../../lib/translation';
import { propertyDescription } from '../../schemas/description';
import { type PropertyFields, propertySchema } from '../../schemas/property';
import { propertyTranslation } from '../../schemas/property-translation';
import { fromPrice } from '../prices';
import type { CatalogueFacts } from './catalogue-facts';
import {
  type FileLayout,
  type PropertyContent,
  readPropertyFile,
  writePropertyFile,
  writeTranslationFile,
} from './property-file';
import { type FieldProblem, problemsOf, TRANSLATION_MESSAGES } from './rules';

// The schema's checks run as plain code, never compiled with `new Function`, which /admin's policy refuses (and
// reports even when zod only tries it).
z.config({ jitless: true });

/** The property schema as the editor runs it: a photo is its path, which the editor's own field has checked. */
const schema = propertySchema({ image: (() => z.string()) as never });

/**
 * The front matter and the description a save of `content` writes (a property's file, or with `write` a
 * translation's), read back as the build reads the file.
 */
export function writtenFile(
  content: PropertyContent,
  layout: FileLayout,
  write: (content: PropertyContent, layout: FileLayout) => string = writePropertyFile,
): { front: Record<string, unknown>; body: string } {
  const { body = '', ...front } = readPropertyFile(write(content, layout));
  return { front, body };
}

/** The description below the front matter, as the form names its field ('body'), held to the schema's rule for it. */
export const descriptionSchema = z.object({ body: propertyDescription });

/** The rules of the schema the file (its front matter and its description) breaks, each on its field, in Romanian. */
export const fileProblems = (front: unknown, body: string): FieldProblem[] => [
  ...problemsOf(schema, front),
  ...problemsOf(descriptionSchema, { body }),
];

/** A question the owner answers before a save goes on. */
export interface Slip {
  title: string;
  lines: string[];
}

const DAY_WORDS = new Intl.DateTimeFormat('ro-RO', { day: 'numeric', month: 'long', timeZone: 'UTC' });

/** A yearly night ('08-31') in words: '31 august'. */
function yearlyDay(monthDay: string): string {
  const [month = 1, day = 1] = monthDay.split('-').map(Number);
  return DAY_WORDS.format(Date.UTC(2000, month - 1, day));
}

/** The nights of a yearly season running over the New Year, from `from` to `to` (both included). */
function nightsOverNewYear(from: string, to: string): number {
  const [fromMonth = 1, fromDay = 1] = from.split('-').map(Number);
  const [toMonth = 1, toDay = 1] = to.split('-').map(Number);
  return Math.round((Date.UTC(2002, toMonth - 1, toDay) - Date.UTC(2001, fromMonth - 1, fromDay)) / 86_400_000) + 1;
}

/** A count of months in Romanian: '1 lună', '10 luni'. */
const months = (count: number) => (count === 1 ? '1 lună' : `${count} luni`);

/** A price in lei as the site writes it: '1.200 lei'. */
const lei = (amount: number) => `${new Intl.NumberFormat('ro-RO').format(amount)} lei`;

/** What `front` (a file the schema accepts) does that is allowed and likely a slip, each asked in words. */
export function slipsOf(
  front: PropertyFields,
  fromBefore: number | undefined,
  today = romanianToday(new Date()),
): Slip[] {
  const slips: Slip[] = [];
  for (const [index, season] of (front.prices?.seasons ?? []).entries())
    if (isMonthDay(season.from) && isMonthDay(season.to) && season.to < season.from) {
      const span = Math.max(1, Math.round(nightsOverNewYear(season.from, season.to) / 30.44));
      slips.push({
        title: 'Sezonul trece peste Anul Nou?',
        lines: [
          `Sezonul ${index + 1}: de la ${yearlyDay(season.from)} până la ${yearlyDay(season.to)}, peste Anul Nou: ${months(span)}.`,
          'Dacă ați vrut invers, corectați prima și ultima noapte.',
        ],
      });
    }
  const now = fromPriceOf(front, today);
  if (now !== undefined && fromBefore !== undefined && Math.abs(now - fromBefore) > fromBefore / 2)
    slips.push({
      title: 'Prețul „de la” se schimbă mult',
      lines: [
        `Pe site, prețul „de la” al proprietății devine ${lei(now)} pe noapte (acum ${lei(fromBefore)}).`,
        'Verificați prețurile dacă nu asta ați vrut.',
      ],
    });
  return slips;
}

/** The 'de la' price a file states (its lowest nightly price from `today`), none without prices. */
export function fromPriceOf(front: PropertyFields, today = romanianToday(new Date())): number | undefined {
  return front.prices ? fromPrice(front.prices, today) : undefined;
}

/** Each language in which `id` will have no page once `front` is saved, with what its text there lacks. */
export function missingPages(
  id: string,
  front: PropertyFields & { images?: { src: string }[] },
  catalogue: CatalogueFacts,
): { language: 'en' | 'ru'; problems: string[] }[] {
  const names = (front.images ?? []).map((image) => String(image.src).split('/').pop() ?? '');
  return (['en', 'ru'] as const).flatMap((language) => {
    const file = catalogue.translations[language]?.[id];
    if (!file) return [{ language, problems: ['textul nu există încă'] }];
    const read = readTranslation(front, names, file, language);
    return read.problems ? [{ language, problems: read.problems.map(problemText) }] : [];
  });
}

/** The front matter and the description a save of a translation's `content` writes. */
export const writtenTranslation = (content: PropertyContent, layout: FileLayout) =>
  writtenFile(content, layout, writeTranslationFile);

/**
 * What a save of a translation (`content`, in `language`) leaves its page without, each on its field,
 * in Romanian: the translation schema's rules, its description's, and what it keeps beside the Romanian file (`lists`,
 * the property's as last saved), by the rule the build goes by (src/lib/translation.ts).
 */
export function translationProblems(
  content: PropertyContent,
  layout: FileLayout,
  language: Language,
  lists: RomanianLists | undefined,
): FieldProblem[] {
  const { front, body } = writtenTranslation(content, layout);
  const own = [
    ...problemsOf(propertyTranslation, front, TRANSLATION_MESSAGES),
    ...problemsOf(descriptionSchema, { body }),
  ];
  if (own.length > 0 || !lists) return own;
  const read = readTranslation(lists, lists.photos, { front, body }, language);
  return (read.problems ?? []).map((problem) => {
    const words = TRANSLATION_MESSAGES[problem.rule as FieldProblem['rule']];
    const issue = {
      code: 'custom',
      path: problem.path.split('.'),
      message: problem.message,
      params: problem.params ?? {},
    };
    return {
      path: problem.path,
      rule: problem.rule as FieldProblem['rule'],
      message: words === undefined ? problem.message : typeof words === 'string' ? words : words(issue),
    };
  });
}
