// Where the maps' tiles come from and whose credit they carry, read once at build time from PUBLIC_MAP_TILES_URL and
// PUBLIC_MAP_ATTRIBUTION. A mistake stops the build with a message naming the variable, never a page whose map stays
// grey. The pages write both into the map's placeholder; tools/check-csp.ts reads the tiles' host from there.

/** A setting the maps cannot use, with what is wrong in the message. */
export class MapSettingsError extends Error {}

/** OpenStreetMap's own tiles: free for a site of this size under its usage policy (attribution shown, no bulk download). */
export const DEFAULT_TILES_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
/** OpenStreetMap's credit in a page's words: `words` with {osm} where its name goes, linked to its copyright page. */
export function openStreetMapCredit(words: string): string {
  return words.replace('{osm}', '<a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>');
}

/** The credit OpenStreetMap's licence asks for, linked to its copyright page (each page says it in its language). */
export const DEFAULT_ATTRIBUTION = openStreetMapCredit('© {osm} contributors');
/** The closest zoom OpenStreetMap's tile servers draw. */
export const MAX_ZOOM = 19;

/** How the maps draw their tiles. */
export interface MapSettings {
  /** The tiles' address with {z}, {x} and {y} in it (and {s} or {r} where the server uses them). */
  tilesUrl: string;
  /** The credit shown on every map: text, with links written as <a href="https://…">…</a>. */
  attribution: string;
}

/** The tiles' template, checked: http or https, with {z}, {x} and {y}. */
export function readTilesUrl(value: string | undefined): string {
  const template = value?.trim() || DEFAULT_TILES_URL;
  const missing = ['{z}', '{x}', '{y}'].filter((part) => !template.includes(part));
  if (missing.length > 0)
    throw new MapSettingsError(
      `PUBLIC_MAP_TILES_URL lacks ${missing.join(', ')}: write the tiles' address as a template such as ${DEFAULT_TILES_URL}.`,
    );
  let url: URL;
  try {
    url = new URL(template.replace(/\{[a-z]+\}/g, '0'));
  } catch {
    throw new MapSettingsError(`PUBLIC_MAP_TILES_URL is not an address: "${template}".`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new MapSettingsError(`PUBLIC_MAP_TILES_URL must start with https:// (or http://), not "${url.protocol}".`);
  return template;
}

/** Only text and plain links: the credit is written into the map as HTML, under a policy without inline styles. */
const LINK = /<a href="https?:\/\/[^"<>\s]+">[^<>]*<\/a>/g;

/** The tiles' credit, checked: text and <a href="…">…</a> links, nothing else. */
export function readAttribution(value: string | undefined): string {
  const attribution = value?.trim() || DEFAULT_ATTRIBUTION;
  if (/[<>]/.test(attribution.replace(LINK, '')))
    throw new MapSettingsError(
      `PUBLIC_MAP_ATTRIBUTION may hold text and links written as <a href="https://…">…</a>, nothing else: "${attribution}".`,
    );
  return attribution;
}

/** The maps' settings from `env` (import.meta.env at build time). */
export function readMapSettings(env: Record<string, string | undefined>): MapSettings {
  return {
    tilesUrl: readTilesUrl(env['PUBLIC_MAP_TILES_URL']),
    attribution: readAttribution(env['PUBLIC_MAP_ATTRIBUTION']),
  };
}

/** The build's map settings: a wrong setting fails the build on the first page that draws a map. */
export const mapSettings: MapSettings = readMapSettings(import.meta.env);

/**
 * The credit a map shows on a page whose language writes OpenStreetMap's as `words` ('© contribuitorii {osm}'):
 * PUBLIC_MAP_ATTRIBUTION as it is set, or else OpenStreetMap's in those words.
 */
export function mapCredit(words: string, env: Record<string, string | undefined> = import.meta.env): string {
  return env['PUBLIC_MAP_ATTRIBUTION']?.trim()
    ? readAttribution(env['PUBLIC_MAP_ATTRIBUTION'])
    : openStreetMapCredit(words);
}
