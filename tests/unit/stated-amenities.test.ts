// The shipped property files list the amenities their own titles and descriptions state: a room whose title promises a
// side view of the sea has 'Vedere la mare', so the comparison, the filters and the assistant, which read the list,
// all find it. What a file states is read here from its Romanian words, a phrase per amenity; a phrase said in the
// negative ('nu are balcon', 'nici televizor, nici Wi-Fi') states no amenity.
import { describe, expect, it } from 'vitest';
import { foldText } from '../../src/lib/filter';
import { filterableAmenities, passesFilters, NO_FILTERS } from '../../src/features/catalogue-search/filters';
import { readCatalogue } from '../support/catalogue';

/** The words an amenity is stated in (folded text), by the name a file lists it with (or starts it with). */
const STATED: readonly (readonly [string, RegExp])[] = [
  [
    'Vedere la mare',
    /vedere (?:laterala )?la mare|(?:balcon|fereastra|terasa|panorama)\w* spre mare|se vede marea|marea se vede|sa se vada marea|vedeti [^.]*marea|(?:balconul|terasa) (?:priveste|da) (?:direct )?spre (?:mare|larg)/,
  ],
  ['Balcon', /\bbalcon/],
  ['Parcare', /\bparcare/],
  ['Aer condiționat', /aer conditionat/],
  ['Bucătărie', /\bbucatari/],
  ['Jacuzzi', /jacuzzi/],
  ['Piscină', /\bpiscin/],
  ['Grătar', /\bgratar/],
  ['Loc de joacă pentru copii', /loc de joaca/],
  ['Lift', /\blift/],
  ['Mașină de spălat vase', /masina de spalat vase/],
  ['Mașină de spălat', /masina de spalat(?! vase)/],
  ['Frigider', /\bfrigider/],
  ['Cafetieră', /cafetier|espressor/],
  ['Cuptor cu microunde', /microunde/],
  ['Minibar', /minibar/],
  ['Wi-Fi', /\bwi-?fi\b|internet/],
  ['Televizor', /televizor/],
  ['Spațiu de lucru', /\bbirou\b|colt de lucru/],
  ['Șezlonguri', /sezlonguri/],
  ['Ventilator', /ventilator/],
  ['Pătuț pentru copii', /\bpatut/],
  ['Scaun de masă pentru copii', /scaun de masa/],
  ['Curățenie zilnică', /curatenia se face zilnic/],
  ['Halate și papuci', /\bhalate\b/],
  ['Prosoape de plajă', /prosoape de plaja/],
  ['Mic dejun la cerere', /la cerere, micul dejun/],
  ['Biciclete', /biciclete/],
  ['Saună', /\bsauna/],
  ['Caiace pentru lac', /caiace/],
  ['Masă de biliard', /biliard/],
  ['Curte comună', /curte comuna/],
  ['Acces direct la plajă', /iesiti direct pe nisip|iesire directa pe plaja/],
  ['Bibliotecă cu cărți și jocuri', /carti, jocuri/],
];

// A terrace counts by the title alone: a description also speaks of a hotel's terrace, or one the living room opens on.
const TERRACE_IN_TITLE = /\bterasa\b/;

/** Whether a match at `index` in `text` is said in the negative within its clause. */
function negated(text: string, index: number): boolean {
  const clause =
    text
      .slice(0, index)
      .split(/[.;:,]/)
      .at(-1) ?? '';
  return /\b(?:nu|nici|fara)\b/.test(clause);
}

/** The amenities a property's title and description state, by the names its list gives them. */
function statedAmenities(title: string, paragraphs: readonly string[]): string[] {
  const text = foldText([title, ...paragraphs].join('\n'));
  const stated = STATED.filter(([, words]) =>
    [...text.matchAll(new RegExp(words.source, 'g'))].some((match) => !negated(text, match.index)),
  ).map(([name]) => name);
  return TERRACE_IN_TITLE.test(foldText(title)) ? [...stated, 'Terasă'] : stated;
}

describe('the sample property files', () => {
  const catalogue = readCatalogue();

  it('list every amenity their titles and descriptions state', () => {
    const missing = catalogue.flatMap((property) =>
      statedAmenities(property.title, property.paragraphs)
        .filter((name) => !property.amenities.some((listed) => listed.startsWith(name)))
        .map((name) => `#${property.id} states '${name}' and does not list it`),
    );
    expect(missing).toEqual([]);
  });

  it('are found by the filter for what they state: a side view of the sea is a sea view', () => {
    const seaView = { ...NO_FILTERS, amenities: ['vedere-la-mare' as const] };
    const found = catalogue
      .filter((property) => passesFilters({ amenities: filterableAmenities(property.amenities) }, seaView))
      .map((property) => property.id);
    expect(found).toContain('3');
    expect(found).toContain('4');
    for (const property of catalogue)
      if (statedAmenities(property.title, property.paragraphs).includes('Vedere la mare'))
        expect(found, `#${property.id}`).toContain(property.id);
  });
});
