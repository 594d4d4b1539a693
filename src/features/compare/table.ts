// The comparison table, drawn in the browser from the page's data for the properties the address names: a real
// table (caption, a column header per property, a row header per fact), its price and availability rows first, then the rows
// where the properties differ and the rows they share, each group under its heading. Every text is set as text,
// never as markup, so nothing of the address or the data can become part of the page.
import { fillText } from '../../i18n/fill';
import { type ComparedProperty, type CompareTexts, FACT_NAMES } from './data';
import { differencesFirst } from './rules';

/** The marks the cells show, cloned from the page's templates (the site's icons). */
export interface Marks {
  /** An amenity the property's file lists. */
  yes: Node;
  /** A 'Selectați datele' button, in the site's look, its icon included. */
  book: HTMLButtonElement;
}

/** A row of facts before it is drawn: its header and one cell per property. */
interface Row {
  header: string;
  values: readonly string[];
  draw: (value: string) => Node;
}

function make<Tag extends keyof HTMLElementTagNameMap>(
  tag: Tag,
  className: string,
  ...children: (Node | string)[]
): HTMLElementTagNameMap[Tag] {
  const element = document.createElement(tag);
  if (className) element.className = className;
  element.append(...children);
  return element;
}

// On a phone the facts' names take a narrow column and the cells little padding, so two properties stand side by side
// in the screen's width and three need only a short move sideways, the names staying in view while they scroll. A word
// longer than its column (a Russian name at 96 px) breaks at the hyphenation points its language gives it, which the
// build marks in the words (hyphenation.ts), the same in every browser; only a syllable wider than the column itself
// would be broken elsewhere rather than widen it.
const ROW_HEADER =
  'sticky left-0 z-10 border-t border-r border-sea-900/10 bg-white px-2 py-3 text-left align-top text-sm font-semibold text-sea-900/80 wrap-break-word hyphens-manual sm:px-4';
const CELL = 'border-t border-sea-900/10 px-2 py-3 align-top wrap-break-word hyphens-manual sm:px-4';

function rowHeader(text: string): HTMLTableCellElement {
  const header = make('th', ROW_HEADER, text);
  header.scope = 'row';
  return header;
}

/** A group's heading across the table, its text held at the left edge while the table scrolls. */
function groupHeading(text: string, columns: number, level: 'group' | 'part'): HTMLTableRowElement {
  const header = make(
    'th',
    level === 'group'
      ? 'border-t-2 border-sea-900/15 bg-sea-50 px-3 pt-5 pb-2 text-left font-display text-xl font-semibold text-sea-950 sm:px-4'
      : 'border-t border-sea-900/10 bg-white px-3 pt-4 pb-1 text-left text-xs font-semibold tracking-wide text-sea-900/70 uppercase sm:px-4',
    make('span', 'sticky left-3 sm:left-4', text),
  );
  header.colSpan = columns;
  header.scope = level === 'group' ? 'rowgroup' : 'row';
  return make('tr', '', header);
}

function factRow({ header, values, draw }: Row): HTMLTableRowElement {
  return make('tr', '', rowHeader(header), ...values.map((value) => make('td', CELL, draw(value))));
}

/**
 * The amenity rows of the compared properties, every amenity any of them has, in the page language's order. A file
 * lists what a property offers, not what it lacks: an amenity it does not list is not specified, never a no.
 */
function amenityRows(properties: readonly ComparedProperty[], texts: CompareTexts, marks: Marks): Row[] {
  const collator = new Intl.Collator(document.documentElement.lang);
  const plain = (name: string) => name.replaceAll('\u00ad', '');
  const names = [...new Set(properties.flatMap((property) => property.amenities))].sort((a, b) =>
    collator.compare(plain(a), plain(b)),
  );
  const draw = (value: string) =>
    value === 'yes'
      ? make('span', 'inline-flex text-sea-700', marks.yes.cloneNode(true), make('span', 'sr-only', texts.yes))
      : make('span', 'text-sm text-sea-900/70', texts.unspecified);
  return names.map((name) => ({
    header: name,
    values: properties.map((property) => (property.amenities.includes(name) ? 'yes' : 'unspecified')),
    draw,
  }));
}

function headerRow(properties: readonly ComparedProperty[]): HTMLTableRowElement {
  const corner = make('td', 'sticky left-0 z-10 bg-white');
  return make(
    'tr',
    '',
    corner,
    ...properties.map((property) => {
      const photo = make('img', 'aspect-[4/3] w-full rounded-2xl bg-sea-100 object-cover');
      Object.assign(photo, {
        src: property.photo.src,
        srcset: property.photo.srcSet,
        sizes: property.photo.sizes,
        width: property.photo.width,
        height: property.photo.height,
        alt: '',
        loading: 'lazy',
        decoding: 'async',
      });
      const link = make(
        'a',
        'mt-2 block text-sm leading-snug font-semibold text-sea-900 underline-offset-4 wrap-break-word hyphens-manual hover:underline sm:mt-3 sm:text-lg',
        property.title,
      );
      link.href = property.href;
      const header = make('th', 'px-2 pb-3 text-left align-top sm:px-4', photo, link);
      header.scope = 'col';
      header.dataset['comparedProperty'] = property.id;
      return header;
    }),
  );
}

/**
 * A price as a narrow column may break it: between its amount and its currency too ('2 800 | леев'), which the
 * language's formats join with a no-break space, never inside the amount or a word.
 */
export const breakablePrice = (text: string) => text.replace(/(\d)[\u00a0\u202f](?=\p{L})/gu, '$1 ');

/** The price row: each property's 'de la' price (the page writes the search stay's over it), or that it has none. */
function priceRow(properties: readonly ComparedProperty[], texts: CompareTexts) {
  return make(
    'tr',
    '',
    rowHeader(texts.price),
    ...properties.map((property) => {
      const price = make(
        'p',
        property.price ? 'font-semibold' : 'text-sm text-sea-900/80',
        property.price ? breakablePrice(property.price.from) : texts.priceOnRequest,
      );
      if (property.price) price.dataset['priceOf'] = property.id;
      return make('td', CELL, price);
    }),
  );
}

/** The availability row: a status per property (filled in by the page) and its 'Selectați datele' button. */
function availabilityRow(properties: readonly ComparedProperty[], texts: CompareTexts, marks: Marks) {
  return make(
    'tr',
    '',
    rowHeader(texts.availability),
    ...properties.map((property) => {
      const button = marks.book.cloneNode(true) as HTMLButtonElement;
      button.dataset['openBooking'] = property.id;
      const title = property.title.replaceAll('\u00ad', '');
      button.setAttribute('aria-label', fillText(texts.selectDatesFor, { title }));
      const status = make('p', 'text-sm text-sea-950/85');
      status.dataset['availabilityOf'] = property.id;
      return make('td', CELL, status, button);
    }),
  );
}

/** The table comparing `properties` (two or three, in the order chosen), with its caption. */
export function comparisonTable(
  properties: readonly ComparedProperty[],
  texts: CompareTexts,
  marks: Marks,
): HTMLTableElement {
  const columns = properties.length + 1;
  const text = (value: string) => document.createTextNode(value);
  const facts = FACT_NAMES.map(
    (name): Row => ({ header: texts.facts[name], values: properties.map((p) => p.facts[name]), draw: text }),
  );
  const factGroups = differencesFirst(facts);
  const amenityGroups = differencesFirst(amenityRows(properties, texts, marks));
  const group = (heading: string, factRows: Row[], amenities: Row[]) =>
    make(
      'tbody',
      '',
      groupHeading(heading, columns, 'group'),
      ...factRows.map(factRow),
      ...(amenities.length > 0 ? [groupHeading(texts.amenities, columns, 'part'), ...amenities.map(factRow)] : []),
    );

  const caption = make(
    'caption',
    'px-3 pt-4 pb-3 text-left text-sm text-sea-900/70 sm:px-4',
    texts.captions[properties.length] ?? '',
  );
  const table = make(
    'table',
    `w-full table-fixed border-separate border-spacing-0 ${properties.length > 2 ? 'min-w-[25rem] sm:min-w-[45rem]' : 'sm:min-w-[33rem]'}`,
    caption,
    make('colgroup', '', make('col', 'w-24 sm:w-52'), ...properties.map(() => make('col', ''))),
    make('thead', '', headerRow(properties)),
    make('tbody', '', priceRow(properties, texts), availabilityRow(properties, texts, marks)),
  );
  // Two properties alike in every fact have no differences to show, and two unlike in all none in common.
  if (factGroups.different.length + amenityGroups.different.length > 0)
    table.append(group(texts.different, factGroups.different, amenityGroups.different));
  if (factGroups.same.length + amenityGroups.same.length > 0)
    table.append(group(texts.same, factGroups.same, amenityGroups.same));
  // Each row is a place a reader can be at, kept across a change of language (src/browser/list-position.ts): the
  // table has the same rows, in the same groups, in every language.
  for (const [index, row] of [...table.rows].entries()) row.dataset['place'] = `row-${index}`;
  return table;
}
