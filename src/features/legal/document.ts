// A legal page as plain data: its title, a short introduction and sections of paragraphs, each paragraph text and
// links. The pages render it (src/components/LegalPage.astro); the tests read it. Values from the settings (a
// provider's name, a host) stay text, never markup.

/** A run of text, or a link. */
export type Segment = string | { text: string; href: string };

/** A paragraph, or a list whose items are runs of segments. */
export type Block = { paragraph: Segment[] } | { list: Segment[][] };

/** One section, with the id its address can point to ('/termeni#anulare'). */
export interface Section {
  id: string;
  heading: string;
  blocks: Block[];
}

/** A whole page: the terms, or the privacy notice. */
export interface LegalDocument {
  title: string;
  /** The page's meta description, one sentence. */
  description: string;
  /** Said first, before the sections. */
  intro: Segment[];
  sections: Section[];
}

/** A link segment. */
export const link = (text: string, href: string): Segment => ({ text, href });

/** A paragraph of segments. */
export const paragraph = (...segments: Segment[]): Block => ({ paragraph: segments });

/** A list, each item a run of segments (a plain string is one segment). */
export const list = (...items: (Segment | Segment[])[]): Block => ({
  list: items.map((item) => (Array.isArray(item) ? item : [item])),
});

/** The document's text, links as their words, for the tests and for search. */
export function plainText(document: LegalDocument): string {
  const text = (segments: Segment[]) =>
    segments.map((segment) => (typeof segment === 'string' ? segment : segment.text)).join('');
  return [
    document.title,
    text(document.intro),
    ...document.sections.flatMap(({ heading, blocks }) => [
      heading,
      ...blocks.map((block) => ('paragraph' in block ? text(block.paragraph) : block.list.map(text).join('\n'))),
    ]),
  ].join('\n');
}
