// The comparison's data for one language, made at build time from the catalogue: the words every property page uses
// for the same facts (the shared catalogue words, the property page's labels, the plural forms), so the comparison
// says nothing differently from the pages it links to. A small catalogue's page carries every property's facts; a
// larger one's carries its texts alone, each property's facts being a file of their own (comparedFacts).
import { getProperties, type Property } from '../../data/catalogue';
import { slideImages } from '../../data/slide-images';
import { textsIn, type Texts } from '../../i18n';
import { cardAddress } from '../../lib/card-address';
import { CANCELLATION_POLICIES, catalogueWord, PROPERTY_TYPE_WORDS, AMENITIES } from '../../i18n/catalogue-words';
import { type Language, localizedPath } from '../../lib/languages';
import { fallbackSrc } from '../../lib/fallback-src';
import { formatDecimal } from '../../lib/numbers';
import { WHOLE_CATALOGUE_ON_HOME } from '../../lib/paging';
import { placeWithDistance } from '../../lib/typography';
import type { IsoDay } from '../../lib/dates';
import { buildDay, fromPrice, fromText } from '../prices';
import type { ComparedPrice, ComparedProperty, CompareData, CompareTexts, FactName } from './data';
import { hyphenated } from './hyphenation';
import { MOST_COMPARED, nearestBeach, petsRule } from './rules';

/** The photos are a column wide: about 300 px on a laptop, under half the screen on a phone. */
const PHOTO = { widths: [400, 800], sizes: '(min-width: 1024px) 300px, 45vw' };

/** Each fact's words with their hyphenation points, so a phone's narrow column breaks them as the language does. */
function facts(property: Property, texts: Texts): Record<FactName, string> {
  const written = factWords(property, texts);
  return Object.fromEntries(
    Object.entries(written).map(([name, value]) => [name, hyphenated(value, texts.language)]),
  ) as Record<FactName, string>;
}

function factWords(property: Property, { t, count, language }: Texts): Record<FactName, string> {
  const unspecified = t('compare.unspecified');
  const number = (value: number | undefined) => (value === undefined ? unspecified : String(value));
  const beach = nearestBeach(property.nearbyAttractions);
  return {
    town: property.townName,
    kind: property.propertyType ? catalogueWord(PROPERTY_TYPE_WORDS, property.propertyType, language) : unspecified,
    rating: t('compare.ratingValue', {
      rating: formatDecimal(property.rating, language),
      reviews: count(property.reviews, 'review'),
    }),
    guests: String(property.guests),
    // A studio has no bedroom of its own: it says so rather than counting none, as its page does.
    bedrooms: property.bedrooms === 0 ? t('property.studio') : number(property.bedrooms),
    bathrooms: number(property.bathrooms),
    beds: String(property.beds),
    checkIn: t('property.checkInFrom', { time: property.checkIn }),
    checkOut: t('property.checkOutUntil', { time: property.checkOut }),
    cancellation: catalogueWord(CANCELLATION_POLICIES, property.cancellationPolicy, language),
    pets: petsRule(property.houseRules) ?? unspecified,
    beach: beach ? placeWithDistance(beach, language) : unspecified,
  };
}

/** The property's prices as the price row shows them, from `today` (the build's day in Romania). */
function comparedPrice(property: Property, texts: Texts, today: IsoDay): ComparedPrice | undefined {
  const { prices, tax } = property;
  if (!prices) return undefined;
  return {
    from: fromText(texts, fromPrice(prices, today)),
    prices,
    ...(tax ? { tax } : {}),
    capacity: property.guests,
  };
}

async function compared(property: Property, texts: Texts, today: IsoDay): Promise<ComparedProperty> {
  const [photo] = await slideImages(property.images.slice(0, 1), PHOTO);
  const price = comparedPrice(property, texts, today);
  return {
    id: property.id,
    title: hyphenated(property.title, texts.language),
    href: localizedPath(`/apartment/${property.id}`, texts.language),
    photo: {
      src: fallbackSrc(photo!),
      srcSet: photo!.srcSet,
      sizes: PHOTO.sizes,
      width: photo!.width,
      height: photo!.height,
    },
    facts: facts(property, texts),
    amenities: property.amenities.map((amenity) =>
      hyphenated(catalogueWord(AMENITIES, amenity, texts.language), texts.language),
    ),
    ...(price ? { price } : {}),
  };
}

/** The table's words, those its cells and labels show with their hyphenation points (the caption and names whole). */
function pageTexts(texts: Texts): CompareTexts {
  const { t, count, language } = texts;
  const words = tableWords(texts);
  const broken = (text: string) => hyphenated(text, language);
  return {
    ...words,
    captions: Array.from({ length: MOST_COMPARED + 1 }, (_, n) =>
      t('compare.caption', { properties: count(n, 'property') }),
    ),
    facts: Object.fromEntries(
      Object.entries(words.facts).map(([name, value]) => [name, broken(value)]),
    ) as CompareTexts['facts'],
    different: broken(words.different),
    same: broken(words.same),
    amenities: broken(words.amenities),
    unspecified: broken(words.unspecified),
    availability: broken(words.availability),
    price: broken(words.price),
    priceOnRequest: broken(words.priceOnRequest),
    noDates: broken(words.noDates),
    free: broken(words.free),
    taken: broken(words.taken),
    loading: broken(words.loading),
    unconfirmed: broken(words.unconfirmed),
  };
}

function tableWords({ t, count }: Texts): CompareTexts {
  return {
    captions: Array.from({ length: MOST_COMPARED + 1 }, (_, n) =>
      t('compare.caption', { properties: count(n, 'property') }),
    ),
    facts: {
      town: t('compare.town'),
      kind: t('property.type'),
      rating: t('compare.rating'),
      guests: t('property.guestsLabel'),
      bedrooms: t('property.bedrooms'),
      bathrooms: t('property.bathrooms'),
      beds: t('property.beds'),
      checkIn: t('property.checkIn'),
      checkOut: t('property.checkOut'),
      cancellation: t('property.cancellation'),
      pets: t('compare.pets'),
      beach: t('compare.beach'),
    },
    property: t('compare.property'),
    different: t('compare.different'),
    same: t('compare.same'),
    amenities: t('property.amenities'),
    yes: t('compare.yes'),
    unspecified: t('compare.unspecified'),
    availability: t('availability.title'),
    price: t('prices.compareRow'),
    priceOnRequest: t('property.priceOnRequest'),
    noDates: t('compare.noDates'),
    free: t('compare.free'),
    taken: t('compare.taken'),
    loading: t('availability.loading'),
    unconfirmed: t('compare.unconfirmed'),
    selectDatesFor: t('compare.selectDatesFor'),
  };
}

/**
 * Whether the comparison page carries every property's facts: while the whole catalogue fits on the home page (the
 * sample catalogue's 22, whose Russian comparison weighs 26.8 KB with them), so its table is drawn at once, with no
 * request. A larger catalogue's page carries none, at any size, and fetches the facts of the two or three properties it
 * compares.
 */
export async function factsInPage(): Promise<boolean> {
  return (await getProperties()).length <= WHOLE_CATALOGUE_ON_HOME;
}

/** The comparison's data for the page in `code` (Astro.currentLocale): its texts, and every property it has when the
    page carries them. */
export async function compareData(code: string | undefined): Promise<CompareData> {
  const texts = await textsIn(code);
  if (!(await factsInPage())) return { texts: pageTexts(texts), factsFolder: cardAddress('', texts.language) };
  const properties = await getProperties(texts.language);
  const today = buildDay();
  return {
    texts: pageTexts(texts),
    properties: await Promise.all(properties.map((property) => compared(property, texts, today))),
  };
}

/** One property's facts as the comparison in `language` shows them, for its file of their own. */
export async function comparedFacts(property: Property, language: Language): Promise<ComparedProperty> {
  return compared(property, await textsIn(language), buildDay());
}
