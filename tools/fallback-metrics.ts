// Measures the fallback faces' overrides in src/styles/global.css: how much a local font must be scaled
// (size-adjust) to set Romanian text as wide as the web font, and the web font's ascent and descent at that
// scale, so text that is first painted in the fallback keeps its lines and height when the web font arrives.
// Run in Chromium, on the committed font files, after tools/subset-fonts.sh; paste the figures it prints.
//
//   node tools/fallback-metrics.ts
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.ts';

const fonts = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'assets', 'fonts');
/** Text like the site's body: sentences, figures and ă â î ș ț. */
const BODY =
  'Camere, apartamente și vile la câțiva pași de plajă în Eforie Sud, Constanța și Mamaia-Sat. Rezervare ' +
  'rapidă prin WhatsApp: 4 oaspeți, 2 dormitoare, 120 lei pe noapte. Terasă cu vedere la mare, parcare, Wi-Fi.';
/** Text like the site's headings, set in Playfair Display. */
const HEADINGS =
  'Cazare de lux lângă mare. Apartament cu vedere la mare lângă Lacul Techirghiol. Suită premium cu jacuzzi ' +
  'pe terasă, deasupra plajei. Vila Siutghiol cu piscină încălzită. Cerere de rezervare. 22 3 4,7 98%';

/** Russian text like the site's body, for the Cyrillic ranges of the fallback faces. */
const BODY_RU =
  'Номера, апартаменты и виллы в нескольких шагах от пляжа в Эфорие-Суд, Констанце и Мамая-Сат. Быстрое ' +
  'бронирование через WhatsApp: 4 гостя, 2 спальни, 120 леев за ночь. Терраса с видом на море, парковка, Wi-Fi.';
/** Russian text like the site's headings. */
const HEADINGS_RU =
  'Роскошное жильё у моря. Апартаменты с видом на море у озера Текиргёль. Люкс премиум с джакузи на террасе ' +
  'над пляжем. Вилла Сютгиол с подогреваемым бассейном. Запрос на бронирование. 22 3 4,7 98%';

/**
 * Each fallback face: the web font and weight it stands in for, the text it is measured on, and the local face
 * behind it (measured by its free, metric-compatible twin: Liberation Sans for Arial, Liberation Serif for
 * Times New Roman). Bold text gets a bold local face, never a regular one emboldened by the browser.
 */
const FALLBACKS = [
  { face: 'Inter Fallback, 400', web: ['Inter Variable', 400], local: 'Liberation Sans', sample: BODY },
  { face: 'Inter Fallback, 700', web: ['Inter Variable', 600], local: 'Liberation Sans Bold', sample: BODY },
  {
    face: 'Playfair Display Fallback',
    web: ['Playfair Display', 600],
    local: 'Liberation Serif Bold',
    sample: HEADINGS,
  },
  // Cyrillic letters are wider or narrower against the local faces than Latin ones: their own ranges.
  { face: 'Inter Fallback, 400, Cyrillic', web: ['Inter Variable', 400], local: 'Liberation Sans', sample: BODY_RU },
  {
    face: 'Inter Fallback, 700, Cyrillic',
    web: ['Inter Variable', 600],
    local: 'Liberation Sans Bold',
    sample: BODY_RU,
  },
  {
    face: 'Playfair Display Fallback, Cyrillic',
    web: ['Playfair Display', 600],
    local: 'Liberation Serif Bold',
    sample: HEADINGS_RU,
  },
] as const;
/** The web fonts' files and weights, as src/lib/web-fonts.ts declares them. */
const FILES: Record<string, { files: string[]; weight: string }> = {
  'Inter Variable': { files: ['inter-latin', 'inter-romanian', 'inter-cyrillic'], weight: '400 700' },
  'Playfair Display': {
    files: ['playfair-display-latin', 'playfair-display-romanian', 'playfair-display-cyrillic'],
    weight: '600',
  },
};

const browser = await chromium.launch({
  ...(CHROMIUM_PATH ? { executablePath: CHROMIUM_PATH } : {}),
  args: [...CHROMIUM_ARGS],
});
try {
  const page = await browser.newPage();
  for (const [family, { files, weight }] of Object.entries(FILES)) {
    const sources = files.map((file) => readFileSync(join(fonts, `${file}.woff2`)).toString('base64'));
    await page.evaluate(
      async ({ family, sources, weight }) => {
        for (const source of sources)
          document.fonts.add(await new FontFace(family, `url(data:font/woff2;base64,${source})`, { weight }).load());
      },
      { family, sources, weight },
    );
  }
  for (const { face, web, local, sample } of FALLBACKS) {
    const result = await page.evaluate(
      async ({ web: [family, weight], local, sample }) => {
        document.fonts.add(await new FontFace(local, `local('${local}')`).load());
        const context = document.createElement('canvas').getContext('2d')!;
        const measure = (font: string) => {
          context.font = font;
          const metrics = context.measureText(sample);
          return {
            width: metrics.width,
            ascent: metrics.fontBoundingBoxAscent,
            descent: metrics.fontBoundingBoxDescent,
          };
        };
        return { web: measure(`${weight} 100px "${family}"`), local: measure(`100px "${local}"`) };
      },
      { web, local, sample },
    );
    const sizeAdjust = result.web.width / result.local.width;
    const percent = (value: number) => `${(value * 100).toFixed(2)}%`;
    console.log(`${face} (${web.join(' ')} over ${local}):`);
    console.log(`  size-adjust: ${percent(sizeAdjust)};`);
    console.log(`  ascent-override: ${percent(result.web.ascent / 100 / sizeAdjust)};`);
    console.log(`  descent-override: ${percent(result.web.descent / 100 / sizeAdjust)};`);
    console.log('  line-gap-override: 0%;');
  }
} finally {
  await browser.close();
}
