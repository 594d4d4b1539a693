// A guest's contact details as a request carries them: both given, each within its limit, and without the broken
// characters a bad paste leaves, which no link or store could carry. The wizard and the server apply the same rules.

/** Longest name and phone a request accepts; the form says so rather than cutting the text. */
export const CONTACT_LIMITS = { name: 80, phone: 30 } as const;

/** A contact field is blank when it holds nothing but white space. */
export function isBlank(text: string): boolean {
  return text.trim().length === 0;
}

// Half of an emoji left behind by a bad paste: a surrogate without its partner cannot be encoded in a link.
const BROKEN_CHARACTER = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The text without broken characters (lone surrogates), which nothing downstream could encode. */
export function withoutBrokenCharacters(text: string): string {
  return text.replace(BROKEN_CHARACTER, '');
}

/** What keeps the contact details from going out, or null when they can. */
export type ContactProblem = 'missing' | 'nameTooLong' | 'phoneTooLong';

/** Checks the contact details: both filled in, each within its limit. */
export function contactProblem(name: string, phone: string): ContactProblem | null {
  if (isBlank(name) || isBlank(phone)) return 'missing';
  if (name.trim().length > CONTACT_LIMITS.name) return 'nameTooLong';
  if (phone.trim().length > CONTACT_LIMITS.phone) return 'phoneTooLong';
  return null;
}
