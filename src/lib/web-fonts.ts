// The self-hosted web fonts, cut to what Romanian text needs (tools/subset-fonts.sh): for each family a
// Latin file and a small file with ă ș ț (every page's Romanian text uses them, so all four are loaded);
// and only the weights the site sets: Inter variable from 400 to 700, Playfair Display at 600 (every heading is
// semibold). The first-paint script every page runs (src/browser/first-paint.ts) loads them once the first frame
// is painted and turns them on together, so the first screen is drawn at once in the fallback faces of
// src/styles/global.css and laid out again only once, with every face in.
import interLatin from '../assets/fonts/inter-latin.woff2?url';
import interRomanian from '../assets/fonts/inter-romanian.woff2?url';
import playfairLatin from '../assets/fonts/playfair-display-latin.woff2?url';
import playfairRomanian from '../assets/fonts/playfair-display-romanian.woff2?url';

/** What the Latin files cover: ASCII, Latin-1 (with â î), typographic punctuation, € and ™. */
const LATIN = 'U+0000-00FF, U+2013-2014, U+2018-201E, U+2022, U+2026, U+20AC, U+2122';
/** What the Romanian files cover: ă ș ț, with the cedilla forms older keyboards still type. */
const ROMANIAN = 'U+0102-0103, U+015E-015F, U+0162-0163, U+0218-021B';

export interface WebFont {
  family: string;
  /** A weight or a range, as in @font-face. */
  weight: string;
  url: string;
  unicodeRange: string;
}

export const WEB_FONTS: readonly WebFont[] = [
  { family: 'Inter Variable', weight: '400 700', url: interLatin, unicodeRange: LATIN },
  { family: 'Inter Variable', weight: '400 700', url: interRomanian, unicodeRange: ROMANIAN },
  { family: 'Playfair Display', weight: '600', url: playfairLatin, unicodeRange: LATIN },
  { family: 'Playfair Display', weight: '600', url: playfairRomanian, unicodeRange: ROMANIAN },
];

/** What the FontFace constructor takes for one web font, ready to be written into a page as JSON. */
export interface FontFaceSource {
  family: string;
  source: string;
  descriptors: { style: 'normal'; weight: string; display: 'swap'; unicodeRange: string };
}

/** The web fonts as FontFace sources, the same faces an @font-face rule each would declare. */
export function fontFaceSources(fonts: readonly WebFont[] = WEB_FONTS): FontFaceSource[] {
  return fonts.map(({ family, weight, url, unicodeRange }) => ({
    family,
    source: `url('${url}') format('woff2')`,
    descriptors: { style: 'normal', weight, display: 'swap', unicodeRange },
  }));
}
