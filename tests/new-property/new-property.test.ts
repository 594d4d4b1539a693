// An editor adds a property exactly as docs/catalogue.md's "Adding or editing a property" says, to a copy of the
// catalogue in a temporary folder: the site builds with it and the unit suite over the content and the functions passes
// on it, so nothing in the tests or the build counts on the catalogue's present size. The build and the suite run as
// child processes pointed at the copy (CATALOGUE_DIR, FUNCTION_DATA_DIR, ASTRO_OUT_DIR), never over the repository's
// catalogue, dist/ or the functions' generated data.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync, cpSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssistantProperty } from '../../src/features/assistant/search/catalogue';
import type { OwnerCalendar } from '../../src/features/availability/ical-export';
import { readSearchEntries } from '../../src/features/catalogue-search/entries';
import { ASSISTANT_CATALOGUE_FILE, OWNER_CALENDARS_FILE } from '../../src/loaders/function-data';
import { auditPolicy, parsePolicy } from '../../tools/lib/csp';
import { readDist } from '../../tools/lib/dist';
import { PAGE_SIZE } from '../../src/lib/paging';
import { readHeadersFile, SITE_RULE } from '../../tools/lib/site-policies';
import { decodeEntities, readCatalogue } from '../support/catalogue';
import { CatalogueCopy, repo, shippedCatalogue, tail } from './catalogue-copy';

const generated = join(repo, 'netlify', 'functions', '_generated');

/** The Content-Security-Policy a build sends with every page: its own, written into its _headers. */
function builtPolicy(dist: string) {
  const value = readHeadersFile(readFileSync(join(dist, '_headers'), 'utf8'))
    .get(SITE_RULE)
    ?.get('content-security-policy');
  if (!value) throw new Error(`${dist}/_headers sets no Content-Security-Policy for every page`);
  return parsePolicy(value);
}

/** `text` with the front matter's `key: …` line set to `value`; the copied file must have that line. */
function withField(text: string, key: string, value: string): string {
  const line = new RegExp(`^${key}: .*$`, 'm');
  if (!line.test(text)) throw new Error(`the copied file has no '${key}:' line`);
  return text.replace(line, `${key}: ${value}`);
}

/** `text` with the indented lines under `key:` replaced by `lines`; a file without the block gets it after `after`'s. */
function withBlock(text: string, key: string, lines: string[], after?: string): string {
  const block = new RegExp(`^${key}:\\n(?:[ \\t]+.*\\n)+`, 'm');
  const written = `${key}:\n${lines.join('\n')}\n`;
  if (block.test(text)) return text.replace(block, written);
  // A field the copied file lacks goes where the schema has it, after the field `after` (its line or its block).
  const previous = after ? new RegExp(`^${after}:.*\\n(?:[ \\t]+.*\\n)*`, 'm').exec(text) : null;
  if (!previous) throw new Error(`the copied file has no '${after}:' to write '${key}:' after`);
  const end = previous.index + previous[0].length;
  return `${text.slice(0, end)}${written}${text.slice(end)}`;
}

// What the editor writes for the new property: a whole apartment in Constanța, new on the platform.
const NEW_CLASSIFICATION = { type: 'Apartament de închiriat', category: 3, certificate: 'CC 4821/2026' } as const;
const NEW_REGISTRATION = 'RO-CT-2026-004821';
const NEW_TITLE = 'Apartament luminos cu trei camere lângă Parcul Tăbăcărie';
const NEW_PHOTOS = [
  ['living.jpg', 'Living luminos cu canapea extensibilă și fereastră spre parc'],
  ['dormitor.jpg', 'Dormitor cu pat matrimonial și dulap încăpător'],
  ['baie.jpg', 'Baie cu duș walk-in și prosoape curate'],
] as const;
const NEW_BLOCKED = '  - { checkIn: 2027-07-10, checkOut: 2027-07-15 }';
const NEW_DESCRIPTION = `Apartament cu trei camere la etajul patru al unui bloc renovat din cartierul Tomis, la câțiva pași de Parcul Tăbăcărie și de lacul lui. Livingul are o canapea extensibilă și o masă pentru șase, iar ferestrele dau spre parc, așa că dimineața se aud mai mult păsările decât mașinile.

Pe pereți atârnă fotografii sepia cu portul vechi. Dormitorul are pat matrimonial și un dulap încăpător; baia are duș walk-in, mașină de spălat și prosoape schimbate la fiecare sejur. Bucătăria e utilată pentru gătit, cu aragaz, cuptor și cafetieră.

Până la Delfinariu mergeți pe jos în zece minute, iar până la Plaja Modern ajungeți cu autobuzul sau cu taxiul în un sfert de oră. Apartamentul se potrivește unui cuplu care vrea liniștea unui cartier de locuințe, cu marea la îndemână.
`;

const NEW_RULES = [
  'Liniște între orele 22:00-08:00',
  'Fumatul interzis în interior',
  'Animalele de companie nu sunt permise',
];

/** The new property's text in English and Russian, as a translator writes it (src/content/properties/{en,ru}/). */
const NEW_TRANSLATIONS = {
  en: {
    title: 'Bright three-room apartment by Tăbăcărie Park',
    alts: [
      'Bright living room with a sofa bed and a window onto the park',
      'Bedroom with a double bed and a roomy wardrobe',
      'Bathroom with a walk-in shower and fresh towels',
    ],
    rules: ['Quiet hours 22:00-08:00', 'No smoking indoors', 'No pets'],
    nearby: ['Tăbăcărie Park - 300 m', 'Constanța Dolphinarium - 800 m', 'Modern Beach - 3.2 km'],
    description: `A three-room flat on the fourth floor of a renovated block in the Tomis district, a few steps from Tăbăcărie Park and its lake. The living room has a sofa bed and a table for six, and its windows face the park, so in the morning you hear more birds than cars.

Sepia photographs of the old port hang on the walls. The bedroom has a double bed and a roomy wardrobe; the bathroom has a walk-in shower, a washing machine and towels changed for every stay. The kitchen is equipped for cooking, with a stove, an oven and a coffee maker.

The Dolphinarium is a ten-minute walk away, and Modern Beach a quarter of an hour by bus or taxi. The flat suits a couple who want the quiet of a residential area with the sea close at hand.
`,
  },
  ru: {
    title: 'Светлая трёхкомнатная квартира у парка Тэбэкэрие',
    alts: [
      'Светлая гостиная с диваном-кроватью и окном на парк',
      'Спальня с двуспальной кроватью и вместительным шкафом',
      'Ванная с душем без поддона и свежими полотенцами',
    ],
    rules: ['Тишина с 22:00 до 08:00', 'Не курить в помещении', 'Без домашних животных'],
    nearby: ['Парк Тэбэкэрие - 300 м', 'Дельфинарий Констанцы - 800 м', 'Пляж Модерн - 3,2 км'],
    description: `Трёхкомнатная квартира на пятом этаже обновлённого дома в районе Томис, в нескольких шагах от парка Тэбэкэрие и его озера. В гостиной есть диван-кровать и стол на шестерых, а окна выходят на парк, так что по утрам птиц слышно больше, чем машин.

На стенах висят старые фотографии порта в тонах сепии. В спальне двуспальная кровать и вместительный шкаф; в ванной душ без поддона, стиральная машина и полотенца, которые меняют к каждому заезду. Кухня оборудована для готовки: плита, духовка и кофеварка.

До дельфинария десять минут пешком, а до пляжа Модерн четверть часа на автобусе или такси. Квартира подойдёт паре, которая хочет тишины жилого района и моря под рукой.
`,
  },
} as const;

/**
 * Adds a property to `folder` as docs/catalogue.md's steps say, and returns its id: (1) copy an existing file and name
 * it after the new id, (2) fill the front matter, (3) put the photos in the folder named after the id and list them
 * with an alt text each, (4) write the description as the body, (5) list nights taken through direct bookings, (6)
 * write its text in English and Russian, (7) give its classification certificate and its registration number.
 */
async function addPropertyAsTheReadmeSays(folder: string): Promise<string> {
  const ids = readdirSync(folder)
    .filter((name) => /^\d+\.md$/.test(name))
    .map((name) => Number.parseInt(name, 10))
    .sort((a, b) => a - b);
  const source = ids[0];
  if (source === undefined) throw new Error(`${folder} holds no property file to copy`);
  const id = String(Math.max(...ids) + 1);
  cpSync(join(folder, `${source}.md`), join(folder, `${id}.md`));

  let text = readFileSync(join(folder, `${id}.md`), 'utf8');
  text = withField(text, 'title', NEW_TITLE);
  text = withField(text, 'location', 'Constanța, România');
  text = withField(text, 'latitude', '44.19230');
  text = withField(text, 'longitude', '28.64780');
  text = withField(text, 'rating', '4.6');
  text = withField(text, 'reviews', '5');
  text = withField(text, 'propertyType', 'Apartament întreg');
  // What the flat has, as its description states it (a kitchen, a washing machine, a coffee maker).
  text = withBlock(text, 'amenities', [
    '  - Wi-Fi',
    '  - Bucătărie',
    '  - Mașină de spălat',
    '  - Cafetieră',
    '  - Televizor',
    '  - Prosoape și lenjerie',
  ]);
  text = withBlock(text, 'nearbyAttractions', [
    '  - Parcul Tăbăcărie - 300 m',
    '  - Delfinariul Constanța - 800 m',
    '  - Plaja Modern - 3,2 km',
  ]);

  // The editor's own photos: made here from the copied property's first one, each a different picture.
  const sourcePhoto = readCatalogue(folder).find((entry) => entry.id === String(source))?.images[0]?.src;
  if (!sourcePhoto) throw new Error(`${source}.md lists no photo`);
  mkdirSync(join(folder, id));
  await Promise.all(
    NEW_PHOTOS.map(([name], index) =>
      sharp(join(folder, sourcePhoto))
        .flop()
        .modulate({ hue: 60 * (index + 1) })
        .jpeg()
        .toFile(join(folder, id, name)),
    ),
  );
  text = withBlock(
    text,
    'images',
    NEW_PHOTOS.flatMap(([name, alt]) => [`  - src: ./${id}/${name}`, `    alt: ${alt}`]),
  );

  text = withBlock(
    text,
    'houseRules',
    NEW_RULES.map((rule) => `  - ${rule}`),
  );
  text = withField(text, 'pets', 'not-allowed');
  // (7) The numbers its listing must show: here an example owner's.
  text = withBlock(
    text,
    'classification',
    [
      `  type: ${NEW_CLASSIFICATION.type}`,
      `  category: ${NEW_CLASSIFICATION.category}`,
      `  certificate: ${NEW_CLASSIFICATION.certificate}`,
    ],
    'cancellationPolicy',
  );
  text = text.replace(
    /^classification:\n(?:[ \t]+.*\n)+/m,
    (block) => `${block}registrationNumber: ${NEW_REGISTRATION}\n`,
  );
  text = withBlock(text, 'blocked', [NEW_BLOCKED], 'airbnbUrl');
  text = `${text.slice(0, text.indexOf('\n---\n', 3) + 5)}\n${NEW_DESCRIPTION}`;
  writeFileSync(join(folder, `${id}.md`), text);

  // (6) Its text in the other languages, beside the others': the same photos, rules and places, in their words.
  for (const [language, translation] of Object.entries(NEW_TRANSLATIONS)) {
    const lines = [
      '---',
      `title: ${translation.title}`,
      'photos:',
      ...NEW_PHOTOS.map(([name], index) => `  ${name}: ${translation.alts[index]}`),
      'houseRules:',
      ...translation.rules.map((rule) => `  - ${rule}`),
      'nearbyAttractions:',
      ...translation.nearby.map((place) => `  - ${place}`),
      '---',
      '',
      translation.description,
    ];
    mkdirSync(join(folder, language), { recursive: true });
    writeFileSync(join(folder, language, `${id}.md`), lines.join('\n'));
  }
  return id;
}

/** Every file in `folder` with its text, to tell whether anything there changed. */
function snapshot(folder: string): Record<string, string> {
  if (!existsSync(folder)) return {};
  return Object.fromEntries(
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.(json|html|xml)$/.test(name))
      .map((name) => [name, readFileSync(join(folder, name), 'utf8')]),
  );
}

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

/** What the suite's JSON report says of each test, as far as this test reads it. */
interface UnitReport {
  testResults: { assertionResults: { title: string; fullName: string; status: string; failureMessages: string[] }[] }[];
}

let id = '';
let shippedCount = 0;
const before = { generated: snapshot(generated), dist: snapshot(join(repo, 'dist')) };
let copy: CatalogueCopy;
let folders: CatalogueCopy['folders'];

beforeAll(async () => {
  copy = new CatalogueCopy('new-property');
  folders = copy.folders;
  shippedCount = readCatalogue(shippedCatalogue).length;
  id = await addPropertyAsTheReadmeSays(folders.catalogue);
});

afterAll(() => copy.dispose());

describe('a property added as the README says', () => {
  it('reads through the schema beside the others', () => {
    const catalogue = readCatalogue(folders.catalogue);
    expect(catalogue).toHaveLength(shippedCount + 1);
    const added = catalogue.find((entry) => entry.id === id);
    expect(added).toMatchObject({
      title: NEW_TITLE,
      location: 'Constanța, România',
      blocked: [{ checkIn: '2027-07-10', checkOut: '2027-07-15' }],
    });
    expect(added?.images.map((image) => image.src)).toEqual(NEW_PHOTOS.map(([name]) => `./${id}/${name}`));
  });

  it('builds into a page of its own, listed on its town’s page, in the search over the catalogue and in the sitemap, and into the functions’ data', async () => {
    const build = await copy.build();
    expect(build.ok, tail(build.output)).toBe(true);

    const page = decodeEntities(readFileSync(join(folders.dist, 'apartment', `${id}.html`), 'utf8'));
    expect(page).toMatch(new RegExp(`<h1[^>]*>\\s*${NEW_TITLE}\\s*</h1>`));
    expect(readFileSync(join(folders.dist, 'constanta.html'), 'utf8')).toContain(`href="/apartment/${id}"`);
    // Its classification and registration number, in its details and, for search engines, in its JSON-LD.
    expect(page).toContain(
      `Apartament de închiriat, 3 stele; certificat de clasificare nr. ${NEW_CLASSIFICATION.certificate}`,
    );
    expect(page).toMatch(new RegExp(`Număr de înregistrare</dt>\\s*<dd[^>]*>${NEW_REGISTRATION}</dd>`));
    const english = decodeEntities(readFileSync(join(folders.dist, 'en', 'apartment', `${id}.html`), 'utf8'));
    expect(english).toContain(
      `Apartment for rent, 3 stars; classification certificate no. ${NEW_CLASSIFICATION.certificate}`,
    );
    const listing = [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
      .map(([, json]) => JSON.parse(json ?? '{}') as Record<string, unknown>)
      .find((data) => data['@type'] === 'VacationRental');
    expect(listing?.['hasCertification']).toMatchObject({
      certificationIdentification: NEW_CLASSIFICATION.certificate,
    });
    expect(listing?.['starRating']).toMatchObject({ ratingValue: 3 });
    expect((listing?.['containsPlace'] as { amenityFeature?: unknown[] } | undefined)?.amenityFeature).toContainEqual({
      '@type': 'LocationFeatureSpecification',
      name: 'licenseNum',
      value: NEW_REGISTRATION,
    });
    // A 23rd property makes the catalogue larger than the home page lists whole: the home page carries its first page,
    // and its search finds the new one in the index and fetches its card alone.
    const home = readFileSync(join(folders.dist, 'index.html'), 'utf8');
    expect(home.match(/<li data-property-id="/g)).toHaveLength(PAGE_SIZE);
    expect(home).toContain('data-more-results');
    const index = readSearchEntries(readJson(join(folders.dist, 'search-index.json')));
    expect(index.find((entry) => entry.id === id)).toMatchObject({ location: 'Constanța, România' });
    expect(readFileSync(join(folders.dist, 'card', `${id}.html`), 'utf8')).toContain(`href="/apartment/${id}"`);
    expect(readFileSync(join(folders.dist, 'sitemap-0.xml'), 'utf8')).toMatch(new RegExp(`/apartment/${id}</loc>`));

    const assistant = readJson(join(folders.functionData, ASSISTANT_CATALOGUE_FILE)) as AssistantProperty[];
    expect(assistant.map((property) => property.id)).toContain(id);
    const calendars = readJson(join(folders.functionData, OWNER_CALENDARS_FILE)) as OwnerCalendar[];
    expect(calendars.find((calendar) => calendar.id === id)?.blocked).toEqual([['2027-07-10', '2027-07-15']]);

    // The build writes its own policy from its pages: an editor's words (here 'sepia', also a style class) never leave
    // a page that policy blocks, and need no edit to anything else.
    const { missing } = auditPolicy(builtPolicy(folders.dist), readDist(folders.dist).pages);
    expect(missing, 'inline code of the new build that its own policy does not allow').toEqual([]);

    expect(snapshot(generated), "netlify/functions/_generated is the shipped catalogue's").toEqual(before.generated);
    expect(snapshot(join(repo, 'dist')), "dist/ is the shipped catalogue's").toEqual(before.dist);
  });

  it('passes the unit suite over the content and the functions', async () => {
    // tests/unit and the features' tests (the functions, the assistant's catalogue and corpus, the calendars), but
    // the schema test, which builds throwaway projects from its own fixture files, the local
    // server's test, which serves the repository's dist/ (tools/serve.ts serves no other), and the dev server's,
    // which checks that `astro dev` serves the functions, whatever the catalogue: none reads the copy. Once, on
    // today's date: the runs of the dated tests on each of the calendar's edges (vitest.config.ts) are the main
    // suite's, over the shipped catalogue, and the property added here has the prices of the one it was copied from.
    const report = join(copy.work, 'unit.json');
    const suite = await copy.run('node_modules/vitest/vitest.mjs', [
      'run',
      '--project=unit',
      'tests/unit',
      'src/features',
      '--exclude=tests/unit/catalogue-schema.test.ts',
      '--exclude=tests/unit/local-server.test.ts',
      '--exclude=tests/unit/dev-server.test.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ]);
    const results = existsSync(report) ? (readJson(report) as UnitReport) : { testResults: [] };
    const tests = results.testResults.flatMap((file) => file.assertionResults);
    const failed = tests
      .filter((test) => test.status === 'failed')
      .map((test) => `${test.fullName}: ${test.failureMessages[0]?.split('\n')[0] ?? ''}`);
    expect(failed, 'unit tests that fail on the catalogue with the new property').toEqual([]);
    expect(suite.ok, tail(suite.output)).toBe(true);
    // The suite read the copy: the new property was checked against its markdown, in the functions' data too.
    const passed = tests.filter((test) => test.status === 'passed').map((test) => test.title);
    expect(passed).toContain(`property ${id} matches its markdown file field for field`);
    expect(passed).toContain(`${id}.md keeps every rule of the schema, its description too`);
  });
});
