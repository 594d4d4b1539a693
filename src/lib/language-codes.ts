// Language names as the catalogue writes them (in Romanian) and their BCP 47 codes, for structured data.

const BY_ROMANIAN_NAME: Readonly<Record<string, string>> = {
  Română: 'ro',
  Engleză: 'en',
  Rusă: 'ru',
  Germană: 'de',
  Franceză: 'fr',
  Italiană: 'it',
  Spaniolă: 'es',
  Maghiară: 'hu',
  Bulgară: 'bg',
  Turcă: 'tr',
  Ucraineană: 'uk',
  Greacă: 'el',
  Poloneză: 'pl',
};

/** BCP 47 codes of the named languages; a name not in the table is left out rather than guessed. */
export function languageCodes(romanianNames: readonly string[]): string[] {
  const codes = romanianNames.map((name) => BY_ROMANIAN_NAME[name.trim()]).filter((code) => code !== undefined);
  return [...new Set(codes)];
}

/** The languages a host's may be named by, in Romanian, as the catalogue writes them. */
export const KNOWN_LANGUAGES: readonly string[] = Object.keys(BY_ROMANIAN_NAME);

/** True when `romanianName` is a language the structured data can name ('Engleză'). */
export const isKnownLanguage = (romanianName: string): boolean => BY_ROMANIAN_NAME[romanianName.trim()] !== undefined;
