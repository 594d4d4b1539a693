// The start of a text for a card: its first paragraph, cut at a word before `most` characters with an ellipsis. A card
// shows three clamped lines of it (about 150 characters on a phone, as many in the three-column grid), so a cut past
// that changes nothing on screen, keeps the list's HTML light (two bytes a letter in Russian), and a screen reader
// hears a summary rather than the whole paragraph, which the property's page has.

/** The characters a card's summary keeps at most: a little more than its three lines show. */
export const CARD_SUMMARY_CHARS = 160;

/** The first paragraph of `text`, cut at a word boundary before `most` characters (then ending in '…'). */
export function excerpt(text: string, most = CARD_SUMMARY_CHARS): string {
  const paragraph = text.split(/\n\s*\n/)[0]?.trim() ?? '';
  if (paragraph.length <= most) return paragraph;
  const cut = paragraph.slice(0, most + 1);
  const word = cut.lastIndexOf(' ');
  return `${(word > 0 ? cut.slice(0, word) : cut.slice(0, most)).replace(/[\s,;:.–—-]+$/u, '')}…`;
}
