// Whether a property's translation is complete, and the property as a page in that language shows it. A translation
// is complete when its file passes the translation schema, names exactly the Romanian file's photos, has as many house
// rules and as many places nearby, says of pets what the Romanian rule says, and has a description of the length
// every description has (src/schemas/description.ts). An incomplete one is left out: the property has no page in that
// language and is off its lists, rather than showing Romanian text at an English or Russian address. The build names
// what is missing (src/data/catalogue.ts), and the content editor asks before it saves a translation that would be.
import { propertyDescription } from '../schemas/description';
import { propertyTranslation, type PropertyTranslation } from '../schemas/property-translation';
import type { Language } from './languages';
import { isPetRule, petsInRule } from './pets';

/** The Romanian file's lists a translation must match item for item. */
export interface TranslatedLists {
  houseRules: readonly string[];
  nearbyAttractions: readonly string[];
}

/** What a property's translations follow in its Romanian file: its house rules, its places nearby, its photos' names. */
export type RomanianLists = TranslatedLists & { photos: string[] };

/** A property's lists as its Romanian front matter states them. */
export function romanianLists(front: Record<string, unknown>): RomanianLists {
  const texts = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);
  const images = Array.isArray(front['images']) ? (front['images'] as { src?: unknown }[]) : [];
  return {
    houseRules: texts(front['houseRules']),
    nearbyAttractions: texts(front['nearbyAttractions']),
    photos: images.map((image) => photoName(String(image?.src ?? ''))),
  };
}

/** A translation file as read: its front matter and its body (the description). */
export interface TranslationFile {
  front: unknown;
  body: string;
}

/**
 * The rules a translation keeps beside its schema's, by name: the Romanian file's photos, no more and no fewer, as
 * many house rules and places nearby, the same answer about pets, and the description's length (its schema's rules).
 */
export const TRANSLATION_RULES = [
  'photos:missing',
  'photos:extra',
  'houseRules:count',
  'nearbyAttractions:count',
  'houseRules:pets',
  'body:min-words',
  'body:max-words',
] as const;

/** One thing a translation lacks or gets wrong: on its field, by its rule, with the build's words for it. */
export interface TranslationProblem {
  /** The field at fault ('photos', 'houseRules.2', 'body'), empty for the front matter as a whole. */
  path: string;
  /** The rule: one of TRANSLATION_RULES, or 'schema' for the translation schema's own (src/schemas/property-translation.ts). */
  rule: string;
  message: string;
  /** What the rule's words are made of: the photo, the counts, the rules compared. */
  params?: Record<string, unknown>;
}

/** A problem as the build's log writes it: 'photos: no alt text for terasa.jpg'. */
export const problemText = ({ path, message }: TranslationProblem): string => `${path || 'front matter'}: ${message}`;

/** The file name a photo's alt text is keyed by in a translation ('terasa.jpg'), from its path or built URL. */
export function photoName(src: string): string {
  // Not node:path's basename: the content editor reads translations in the browser too.
  return (src.split('?')[0] ?? src).split(/[/\\]/).pop() ?? src;
}

/**
 * What is missing or wrong in `file` (written in `language`) for `property`, each on its field ('photos: no alt text
 * for terasa.jpg'), or the translation when there is nothing.
 */
export function readTranslation(
  property: TranslatedLists,
  photoNames: readonly string[],
  file: TranslationFile,
  language: Language,
):
  | { translation: PropertyTranslation & { description: string }; problems?: never }
  | { translation?: never; problems: TranslationProblem[] } {
  const parsed = propertyTranslation.safeParse(file.front);
  if (!parsed.success)
    return {
      problems: parsed.error.issues.map((issue) => ({
        path: issue.path.join('.'),
        rule: 'schema',
        message: issue.message,
      })),
    };
  const translation = parsed.data;
  const problems: TranslationProblem[] = [
    ...photoNames
      .filter((name) => !translation.photos[name])
      .map((name) => ({
        path: 'photos',
        rule: 'photos:missing',
        message: `no alt text for ${name}`,
        params: { photo: name },
      })),
    ...Object.keys(translation.photos)
      .filter((name) => !photoNames.includes(name))
      .map((name) => ({
        path: 'photos',
        rule: 'photos:extra',
        message: `${name} is not one of the property's photos`,
        params: { photo: name },
      })),
  ];
  for (const list of ['houseRules', 'nearbyAttractions'] as const)
    if (translation[list].length !== property[list].length)
      problems.push({
        path: list,
        rule: `${list}:count`,
        message: `${translation[list].length} ${list === 'houseRules' ? 'rules' : 'places'} for the Romanian file's ${property[list].length}`,
        params: { count: translation[list].length, romanian: property[list].length },
      });
  property.houseRules.forEach((rule, index) => {
    const translated = translation.houseRules[index];
    if (!isPetRule(rule) || translated === undefined) return;
    const said = petsInRule(translated, language);
    const romanian = petsInRule(rule);
    if (said !== romanian)
      problems.push({
        path: `houseRules.${index}`,
        rule: 'houseRules:pets',
        message: `'${translated}' does not say of pets what the Romanian rule '${rule}' says (${romanian ?? 'nothing read'})`,
        params: { translated, romanian: rule },
      });
  });
  const description = file.body.trim();
  const words = propertyDescription.safeParse(description);
  if (!words.success)
    for (const issue of words.error.issues)
      problems.push({
        path: 'body',
        rule: `body:${String((issue as { params?: { rule?: string } }).params?.rule)}`,
        message: `the description (the body): ${issue.message}`,
      });
  return problems.length > 0 ? { problems } : { translation: { ...translation, description } };
}
