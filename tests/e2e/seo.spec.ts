// What search engines and link previews read: head tags, structured data, sitemap and robots.txt, from the
// served build, checked against the markdown (tests/support/catalogue.ts) rather than the site's own code.
import { expect, test, type APIRequestContext } from '../support/test';
import sharp from 'sharp';
import astroConfig from '../../astro.config.mjs';
import { nightlyRange } from '../../src/features/prices';
import { cityOf, townPath } from '../../src/lib/catalogue-rules';
import { LANGUAGES, localizedPath, splitLanguage } from '../../src/lib/languages';
import { LEGAL_PAGES } from '../../src/lib/legal-pages';
import { readCatalogue, type CatalogueEntry } from '../support/catalogue';
import { buildDay } from '../support/prices';
import { htmlLang, jsonLdOfType, linkHrefs, metaContent, metaContents, titleText, type JsonLd } from '../support/head';

const catalogue = readCatalogue();
/** SITE_URL as the build saw it: every absolute URL must start here. */
const site = new URL(astroConfig.site!).origin;
const towns = [...new Set(catalogue.map((property) => cityOf(property.location)))];
const romanianPages = [
  '/',
  ...towns.map((town) => townPath(town)),
  ...catalogue.map((property) => `/apartment/${property.id}`),
  // The terms and the privacy notice, which every page's footer links to.
  ...Object.values(LEGAL_PAGES),
];
// Every property is translated (tests/unit/translations.test.ts), so every page is built in every language.
const pages = LANGUAGES.flatMap((language) => romanianPages.map((path) => localizedPath(path, language)));

/** Google's vacation rental amenity names (LocationFeatureSpecification); the markup may use no other. */
const GOOGLE_AMENITIES = new Set([
  'ac',
  'airportShuttle',
  'balcony',
  'beachAccess',
  'childFriendly',
  'crib',
  'elevator',
  'fireplace',
  'freeBreakfast',
  'gymFitnessEquipment',
  'heating',
  'hotTub',
  'instantBookable',
  'ironingBoard',
  'kitchen',
  'microwave',
  'outdoorGrill',
  'ovenStove',
  'patio',
  'petsAllowed',
  'pool',
  'privateBeachAccess',
  'selfCheckinCheckout',
  'smokingAllowed',
  'tv',
  'washerDryer',
  'wheelchairAccessible',
  'wifi',
  'internetType',
  'parkingType',
  'poolType',
  'licenseNum',
]);
/** The card amenities and what Google must read for each. */
const CARD_AMENITIES: Record<string, [string, boolean | string]> = {
  'Wi-Fi': ['wifi', true],
  'Aer condiționat': ['ac', true],
  Bucătărie: ['kitchen', true],
  Televizor: ['tv', true],
  Balcon: ['balcony', true],
  Parcare: ['parkingType', 'Free'],
};

async function html(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

/** Fetches a URL of the public site from the server under test. */
async function fetchOnSite(request: APIRequestContext, url: string) {
  expect(url.startsWith(`${site}/`), url).toBe(true);
  const { pathname } = new URL(url);
  const response = await request.get(pathname);
  expect(response.status(), pathname).toBe(200);
  return response;
}

const object = (value: unknown) => value as JsonLd;

/** The property whose first photo is the home page's hero: the best-rated one. */
/** The best-rated property of `properties` (the whole catalogue by default), whose photo a page without its own shows. */
function showcase(properties = catalogue): CatalogueEntry {
  return properties.reduce((best, property) => (property.rating > best.rating ? property : best));
}

/** The first photo's file name without extension ('./7/terasa.jpg' → 'terasa'), which built variants keep. */
function firstPhotoName(property: CatalogueEntry): string {
  return property.images[0]!.src.replace(/^.*\//, '').replace(/\.\w+$/, '');
}

test('every indexable page has its language in lang, its own title and description, and its canonical URL', async ({
  request,
}) => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const path of pages) {
    const page = await html(request, path);
    expect(htmlLang(page), path).toBe(splitLanguage(path).language);
    titles.add(titleText(page));
    descriptions.add(metaContent(page, 'description'));
    expect(linkHrefs(page, 'canonical'), path).toEqual([`${site}${path}`]);
    expect(metaContents(page, 'robots'), path).toEqual([]);
  }
  expect(titles.size).toBe(pages.length);
  expect(descriptions.size).toBe(pages.length);
});

test('every indexable page shares a 1200×630 JPEG of its own photo in its Open Graph and Twitter tags', async ({
  request,
}) => {
  const images = new Set<string>();
  const locales = { ro: 'ro_RO', en: 'en_GB', ru: 'ru_RU' };
  for (const path of pages) {
    const page = await html(request, path);
    // A page shows the same photo in every language.
    const { language, path: romanianPath } = splitLanguage(path);
    const property = catalogue.find((entry) => romanianPath === `/apartment/${entry.id}`);
    // A town's page shows its best-rated property's photo, the home page the catalogue's.
    const town = towns.find((name) => romanianPath === townPath(name));
    const shown = town ? showcase(catalogue.filter((entry) => cityOf(entry.location) === town)) : showcase();
    expect(metaContent(page, 'og:type'), path).toBe('website');
    expect(metaContent(page, 'og:locale'), path).toBe(locales[language]);
    expect(metaContent(page, 'og:site_name'), path).toBe('Cazare Litoral');
    expect(metaContent(page, 'og:url'), path).toBe(`${site}${path}`);
    expect(`${metaContent(page, 'og:title')} | Cazare Litoral`, path).toBe(titleText(page));
    expect(metaContent(page, 'og:description'), path).toBe(metaContent(page, 'description'));
    expect(metaContent(page, 'twitter:card'), path).toBe('summary_large_image');
    const image = metaContent(page, 'og:image');
    expect(metaContent(page, 'twitter:image'), path).toBe(image);
    expect([metaContent(page, 'og:image:width'), metaContent(page, 'og:image:height')], path).toEqual(['1200', '630']);
    if (property && language === 'ro') expect(metaContent(page, 'og:image:alt'), path).toBe(property.images[0]!.alt);
    expect(metaContent(page, 'og:image:alt'), path).toMatch(/\S/);
    expect(new URL(image).pathname, path).toContain(`/${firstPhotoName(property ?? shown)}.`);
    if (property && language === 'ro') images.add(image);

    const file = Buffer.from(await (await fetchOnSite(request, image)).body());
    const { width, height, format } = await sharp(file).metadata();
    expect({ width, height, format }, image).toEqual({ width: 1200, height: 630, format: 'jpeg' });
  }
  expect(images.size, 'each property its own picture').toBe(catalogue.length);
});

test('each property page describes its property in JSON-LD, as its markdown says', async ({ request }) => {
  for (const property of catalogue) {
    const path = `/apartment/${property.id}`;
    const page = await html(request, path);
    const isHotelRoom = /hotel/i.test(property.propertyType ?? '');
    const main = jsonLdOfType(page, isHotelRoom ? 'Hotel' : 'VacationRental');
    expect(main['@context']).toBe('https://schema.org');
    // A vacation rental is the listing; a hotel room is the listing inside its hotel.
    const listing = isHotelRoom ? object(main['containsPlace']) : main;
    const place = object(main['containsPlace']);
    expect(place['@type'], path).toBe(isHotelRoom ? 'HotelRoom' : 'Accommodation');

    expect(listing['name'], path).toBe(property.title);
    expect(listing['identifier'], path).toBe(property.id);
    expect(listing['url'], path).toBe(`${site}${path}`);
    const photos = listing['image'] as string[];
    expect(photos, path).toHaveLength(property.images.length);
    await fetchOnSite(request, photos[0]!);

    expect(main['address'], path).toEqual({
      '@type': 'PostalAddress',
      addressLocality: cityOf(property.location),
      addressRegion: 'Constanța',
      addressCountry: 'RO',
    });
    expect([main['latitude'], main['longitude']], path).toEqual([property.latitude, property.longitude]);
    expect(main['checkinTime'], path).toBe(`${property.checkIn}:00+03:00`);
    expect(main['checkoutTime'], path).toBe(`${property.checkOut}:00+03:00`);
    const languages = main['knowsLanguage'] as string[];
    expect(languages, path).toHaveLength(property.hostLanguages.length);
    expect(
      languages.every((code) => /^[a-z]{2}$/.test(code)),
      path,
    ).toBe(true);
    if (property.hostLanguages.includes('Română')) expect(languages, path).toContain('ro');

    expect(object(place['occupancy'])['value'], path).toBe(property.guests);
    expect(place['numberOfBedrooms'], path).toBe(property.bedrooms);
    expect(place['numberOfBathroomsTotal'], path).toBe(property.bathrooms);
    const rating = object(listing['aggregateRating']);
    expect([rating['ratingValue'], rating['reviewCount']], path).toEqual([property.rating, property.reviews]);

    // Its prices' range, the cheapest night of the year ahead to the dearest, in lei by their ISO code, on the
    // business (the VacationRental, or a room's Hotel); nothing without prices.
    const range = property.prices && nightlyRange(property.prices, buildDay());
    expect(main['priceRange'], path).toBe(
      range && (range.lowest === range.highest ? `RON ${range.lowest}` : `RON ${range.lowest}-${range.highest}`),
    );
    expect(place, path).not.toHaveProperty('priceRange');

    const amenities = new Map(
      (place['amenityFeature'] as JsonLd[]).map((feature) => [feature['name'] as string, feature['value']]),
    );
    for (const name of amenities.keys()) expect(GOOGLE_AMENITIES.has(name), `${path}: ${name}`).toBe(true);
    for (const [romanian, [google, value]] of Object.entries(CARD_AMENITIES)) {
      expect(amenities.get(google), `${path}: ${romanian}`).toBe(
        property.amenities.includes(romanian) ? value : undefined,
      );
    }

    const breadcrumb = jsonLdOfType(page, 'BreadcrumbList');
    expect(breadcrumb['itemListElement'], path).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Acasă', item: `${site}/` },
      { '@type': 'ListItem', position: 2, name: property.title, item: `${site}${path}` },
    ]);
  }
});

test('the home page describes the business and lists every property in JSON-LD', async ({ request }) => {
  const page = await html(request, '/');
  const business = jsonLdOfType(page, 'LodgingBusiness');
  expect(business['name']).toBe('Cazare Litoral');
  expect(business['url']).toBe(`${site}/`);
  expect(business['image']).toBe(metaContent(page, 'og:image'));
  expect(object(business['address'])['addressCountry']).toBe('RO');
  expect((business['areaServed'] as JsonLd[]).map((town) => town['name'])).toEqual([
    'Eforie Sud',
    'Constanța',
    'Mamaia-Sat',
  ]);
  const reviews = catalogue.reduce((sum, property) => sum + property.reviews, 0);
  const mean = catalogue.reduce((sum, property) => sum + property.rating * property.reviews, 0) / reviews;
  const rating = object(business['aggregateRating']);
  expect(rating['reviewCount']).toBe(reviews);
  expect(rating['ratingValue']).toBeCloseTo(mean, 2);

  const list = jsonLdOfType(page, 'ItemList');
  expect(list['itemListElement']).toEqual(
    catalogue.map((property, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: `${site}/apartment/${property.id}`,
      name: property.title,
    })),
  );
});

test('the sitemap lists exactly the indexable pages, in every language, and robots.txt points to it', async ({
  request,
}) => {
  const robots = await (await request.get('/robots.txt')).text();
  const sitemapLine = /^Sitemap: (\S+)$/m.exec(robots);
  expect(sitemapLine?.[1]).toBe(`${site}/sitemap-index.xml`);
  expect(robots).toMatch(/^User-agent: \*$/m);
  expect(robots).not.toMatch(/^Disallow: \/$/m);
  // A search's results (the home page's address with a query), the cards a search fetches alone and the properties'
  // data the dialogs fetch stay out.
  expect(robots.match(/^Disallow: .*$/gm)).toEqual([
    'Disallow: /*?',
    'Disallow: /card/',
    'Disallow: /en/card/',
    'Disallow: /ru/card/',
    'Disallow: /dialog-properties',
    'Disallow: /en/dialog-properties',
    'Disallow: /ru/dialog-properties',
  ]);
  for (const path of [
    '/card/7',
    '/en/card/7',
    '/dialog-properties/7.json',
    '/ru/dialog-properties/7.json',
    '/dialog-properties.json',
    '/en/dialog-properties.json',
  ]) {
    const card = await request.get(path);
    expect(card.status(), path).toBe(200);
    expect(card.headers()['x-robots-tag'], path).toBe('noindex');
  }

  const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  const index = await (await fetchOnSite(request, sitemapLine![1]!)).text();
  const urls: string[] = [];
  for (const sitemap of locations(index)) urls.push(...locations(await (await fetchOnSite(request, sitemap)).text()));
  expect(urls.sort()).toEqual(pages.map((path) => `${site}${path}`).sort());
});

test('the error pages stay out of search results', async ({ request }) => {
  for (const path of ['/pagina-inexistenta', '/apartment/999', '/en/no-such-page', '/ru/apartment/999']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    const page = await response.text();
    expect(metaContents(page, 'robots'), path).toEqual(['noindex']);
    expect(linkHrefs(page, 'canonical'), path).toEqual([]);
    expect(htmlLang(page), path).toBe(splitLanguage(path).language);
  }
});

test('the content editor stays out of search results and out of the public pages', async ({ request }) => {
  const response = await request.get('/admin');
  expect(response.status()).toBe(200);
  expect(response.headers()['x-robots-tag']).toBe('noindex, nofollow');
  const editor = await response.text();
  expect(metaContents(editor, 'robots')).toEqual(['noindex, nofollow']);
  expect(linkHrefs(editor, 'canonical')).toEqual([]);
  // No public page links to it or names its script.
  const script = /<script type="module" src="([^"]+)"/.exec(editor)?.[1];
  expect(script).toMatch(/^\/_astro\/.+\.js$/);
  for (const path of pages) {
    const page = await (await request.get(path)).text();
    expect(page, path).not.toContain(script!);
    expect(page, path).not.toMatch(/href="\/admin"/);
  }
});

test("each town's page describes the town and lists its properties in JSON-LD", async ({ request }) => {
  for (const town of towns) {
    const page = await (await request.get(townPath(town))).text();
    const city = jsonLdOfType(page, 'City');
    expect(city, town).toMatchObject({
      name: town,
      url: `${site}${townPath(town)}`,
      containedInPlace: { name: 'România' },
    });
    const list = jsonLdOfType(page, 'ItemList');
    const listed = catalogue.filter((property) => cityOf(property.location) === town);
    expect((list['itemListElement'] as JsonLd[]).map((item) => item['url'])).toEqual(
      listed.map((property) => `${site}/apartment/${property.id}`),
    );
  }
});
