// The addresses of the site's terms and privacy notice, in Romanian (the other languages' under /en and /ru), which
// the footer, the booking wizard and the chat link to.

/** The terms of a request, and the privacy notice. */
export const LEGAL_PAGES = { terms: '/termeni', privacy: '/confidentialitate' } as const;

/** The section of the terms that says what each cancellation policy means. */
export const CANCELLATION_SECTION = 'anulare';
