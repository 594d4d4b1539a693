// A property's description, in every language: the body of its file below the front matter, the page's text. The
// loader holds every Romanian file's body to it (src/loaders/properties.ts), the translations' rule each English and
// Russian one (src/lib/translation.ts), and the editor the one it saves.
import { z } from 'astro/zod';
import { DESCRIPTION_WORDS, wordCount } from '../lib/catalogue-rules';

/** A description between 80 and 200 words. */
export const propertyDescription = z
  .string()
  .refine((text) => wordCount(text) >= DESCRIPTION_WORDS.min, {
    error: (issue) => `write at least ${DESCRIPTION_WORDS.min} words (now ${wordCount(String(issue.input ?? ''))})`,
    params: { rule: 'min-words', words: DESCRIPTION_WORDS.min },
  })
  .refine((text) => wordCount(text) <= DESCRIPTION_WORDS.max, {
    error: (issue) => `write at most ${DESCRIPTION_WORDS.max} words (now ${wordCount(String(issue.input ?? ''))})`,
    params: { rule: 'max-words', words: DESCRIPTION_WORDS.max },
  });
