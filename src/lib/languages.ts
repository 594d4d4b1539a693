/** Languages the site has texts for; Romanian is the default and the only one its pages show today. */
export const LANGUAGES = ['ro', 'en', 'ru'] as const;

/** A language code with a text table. */
export type Language = (typeof LANGUAGES)[number];
