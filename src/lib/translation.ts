// Whether a property's translation is complete, and the property as a page in that language shows it. A translation
// is complete when its file passes the translation schema and names exactly the Romanian file's photos, as many house
// rules and as many places nearby, and has a description. An incomplete one is left out: the property has no page in
// that language and is off its lists, rather than showing Romanian text at an English or Russian address.
import { propertyTranslation, type PropertyTranslation } from '../schemas/property-translation';

/** The Romanian file's lists a translation must match item for item. */
export interface TranslatedLists {
  houseRules: readonly string[];
  nearbyAttractions: readonly string[];
}

/** A translation file as read: its front matter and its body (the description). */
export interface TranslationFile {
  front: unknown;
  body: string;
}

/** The file name a photo's alt text is keyed by in a translation ('terasa.jpg'), from its path or built URL. */
export function photoName(src: string): string {
  // Not node:path's basename: the content editor reads translations in the browser too.
  return (src.split('?')[0] ?? src).split(/[/\\]/).pop() ?? src;
}

/**
 * What is missing or wrong in `file` for `property`, each named ('photos: no alt text for terasa.jpg'), or the
 * translation when there is nothing.
 */
export function readTranslation(
  property: TranslatedLists,
  photoNames: readonly string[],
  file: TranslationFile,
):
  | { translation: PropertyTranslation & { description: string }; problems?: never }
  | { translation?: never; problems: string[] } {
  const parsed = propertyTranslation.safeParse(file.front);
  if (!parsed.success)
    return {
      problems: parsed.error.issues.map((issue) => `${issue.path.join('.') || 'front matter'}: ${issue.message}`),
    };
  const translation = parsed.data;
  const problems = [
    ...photoNames.filter((name) => !translation.photos[name]).map((name) => `photos: no alt text for ${name}`),
    ...Object.keys(translation.photos)
      .filter((name) => !photoNames.includes(name))
      .map((name) => `photos: ${name} is not one of the property's photos`),
  ];
  if (translation.houseRules.length !== property.houseRules.length)
    problems.push(
      `houseRules: ${translation.houseRules.length} rules for the Romanian file's ${property.houseRules.length}`,
    );
  if (translation.nearbyAttractions.length !== property.nearbyAttractions.length)
    problems.push(
      `nearbyAttractions: ${translation.nearbyAttractions.length} places for the Romanian file's ${property.nearbyAttractions.length}`,
    );
  const description = file.body.trim();
  if (!description) problems.push('the description (the body) is empty');
  return problems.length > 0 ? { problems } : { translation: { ...translation, description } };
}
