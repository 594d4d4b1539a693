// The self-hosted web fonts, cut to what the site's text needs (tools/subset-fonts.sh): for each family a
// Latin file, a small file with ă ș ț (every page's Romanian text uses them, so both are loaded everywhere) and
// a Cyrillic file, declared on the Russian pages only: elsewhere the one Cyrillic word (the language switcher's
// 'Русский') is set in the fallback face rather than costing a Romanian or English visitor two files;
// and only the weights the site sets: Inter variable from 400 to 700, Playfair Display at 600 (every heading is
// semibold). The first-paint script every page runs (src/browser/first-paint.ts) loads them once the first frame
// is painted and turns them on together, so the first screen is drawn at once in the fallback faces of
// src/styles/global.css and laid out again only once, with every face in.
import interLatin from '../assets/fonts/inter-latin.woff2?url';
import interRomanian from '../assets/fonts/inter-romanian.woff2?url';
import playfairLatin from '../assets/fonts/playfair-display-latin.woff2?url';
import playfairRomanian from '../assets/fonts/playfair-display-romanian.woff2?url';
import interCyrillic from '../assets/fonts/inter-cyrillic.woff2?url';
import playfairCyrillic from '../assets/fonts/playfair-display-cyrillic.woff2?url';
import { LANGUAGES, type Language } from './languages';

/** What the Latin files cover: ASCII, Latin-1 (with â î), typographic punctuation, € and ™. */
const LATIN = 'U+0000-00FF, U+2013-2014, U+2018-201E, U+2022, U+2026, U+20AC, U+2122';
/** What the Romanian files cover: ă ș ț, with the cedilla forms older keyboards still type. */
const ROMANIAN = 'U+0102-0103, U+015E-015F, U+0162-0163, U+0218-021B';
/** What the Cyrillic files cover: @fontsource's Cyrillic range (Russian's letters, the stress mark, №). */
const CYRILLIC = 'U+0301, U+0400-045F, U+0490-0491, U+04B0-04B1, U+2116';

export interface WebFont {
  family: string;
  /** A weight or a range, as in @font-face. */
  weight: string;
  url: string;
  unicodeRange: string;
  /** The languages whose pages declare the face. */
  languages: readonly Language[];
}

/** Every web font and the pages it is declared on. */
export const WEB_FONTS: readonly WebFont[] = [
  { family: 'Inter Variable', weight: '400 700', url: interLatin, unicodeRange: LATIN, languages: LANGUAGES },
  { family: 'Inter Variable', weight: '400 700', url: interRomanian, unicodeRange: ROMANIAN, languages: LANGUAGES },
  { family: 'Inter Variable', weight: '400 700', url: interCyrillic, unicodeRange: CYRILLIC, languages: ['ru'] },
  { family: 'Playfair Display', weight: '600', url: playfairLatin, unicodeRange: LATIN, languages: LANGUAGES },
  { family: 'Playfair Display', weight: '600', url: playfairRomanian, unicodeRange: ROMANIAN, languages: LANGUAGES },
  { family: 'Playfair Display', weight: '600', url: playfairCyrillic, unicodeRange: CYRILLIC, languages: ['ru'] },
];

/** What the FontFace constructor takes for one web font, ready to be written into a page as JSON. */
export interface FontFaceSource {
  family: string;
  source: string;
  descriptors: { style: 'normal'; weight: string; display: 'swap'; unicodeRange: string };
}

/** A page's web fonts as FontFace sources, the same faces an @font-face rule each would declare. */
export function fontFaceSources(language: Language, fonts: readonly WebFont[] = WEB_FONTS): FontFaceSource[] {
  return fonts
    .filter(({ languages }) => languages.includes(language))
    .map(({ family, weight, url, unicodeRange }) => ({
      family,
      source: `url('${url}') format('woff2')`,
      descriptors: { style: 'normal', weight, display: 'swap', unicodeRange },
    }));
}
