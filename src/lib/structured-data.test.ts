import { describe, expect, it } from 'vitest';
import {
  breadcrumbList,
  businessStructuredData,
  hotelName,
  isoLocalTime,
  itemList,
  jsonLdText,
  listingStructuredData,
  priceRange,
  type JsonObject,
  type ListingFacts,
} from './structured-data';

const page = 'https://example.ro/apartment/5';
const photos = ['https://example.ro/_astro/a.jpg', 'https://example.ro/_astro/b.jpg'];

/** An apartment shaped like the catalogue's 5.md. */
const apartment: ListingFacts = {
  id: '5',
  title: 'Apartament cu vedere la mare lângă Lacul Techirghiol',
  description: 'Un apartament luminos.\n\nLacul e la 500 m.',
  city: 'Eforie Sud',
  county: 'Constanța',
  propertyType: 'Apartament întreg',
  latitude: 44.0259,
  longitude: 28.6486,
  guests: 4,
  bedrooms: 1,
  bathrooms: 1,
  beds: 2,
  checkIn: '15:00',
  checkOut: '11:00',
  rating: 4.8,
  reviews: 64,
  hostLanguages: ['Română', 'Engleză', 'Germană'],
  amenities: ['Wi-Fi', 'Aer condiționat', 'Bucătărie', 'Cafetieră', 'Parcare', 'Televizor', 'Balcon', 'Lift'],
};

/** A hotel room shaped like the catalogue's 1.md. */
const hotelRoom: ListingFacts = {
  ...apartment,
  id: '1',
  title: 'Cameră dublă cu balcon spre mare în Hotel Delta',
  propertyType: 'Cameră privată în hotel',
  guests: 2,
  bedrooms: 0,
  beds: 1,
};

const asObject = (value: unknown) => value as JsonObject;

describe('listingStructuredData for a whole place', () => {
  const data = listingStructuredData(apartment, page, photos);
  const place = asObject(data['containsPlace']);

  it('is a VacationRental named and identified after the listing, with its photos', () => {
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('VacationRental');
    expect(data['additionalType']).toBe('Apartment');
    expect(listingStructuredData({ ...apartment, propertyType: 'Vilă de lux' }, page, photos)['additionalType']).toBe(
      'Villa',
    );
    expect(data['name']).toBe(apartment.title);
    expect(data['identifier']).toBe('5');
    expect(data['url']).toBe(page);
    expect(data['image']).toEqual(photos);
    expect(data['description']).toBe(apartment.description);
  });

  it('places it in its town in Romania, at its coordinates', () => {
    expect(data['address']).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'Eforie Sud',
      addressRegion: 'Constanța',
      addressCountry: 'RO',
    });
    expect(data['latitude']).toBe(44.0259);
    expect(data['longitude']).toBe(28.6486);
  });

  it('names the county only where its town’s file does: an agency’s town in another county is not made Constanța’s', () => {
    const inTulcea = listingStructuredData({ ...apartment, city: 'Sulina', county: 'Tulcea' }, page, photos);
    expect(inTulcea['address']).toMatchObject({ addressLocality: 'Sulina', addressRegion: 'Tulcea' });
    const { county: _, ...unsaid } = apartment;
    expect(listingStructuredData(unsaid, page, photos)['address']).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'Eforie Sud',
      addressCountry: 'RO',
    });
  });

  it('gives times with the Romanian summer offset, the rating and the host languages as BCP 47 codes', () => {
    expect(data['checkinTime']).toBe('15:00:00+03:00');
    expect(data['checkoutTime']).toBe('11:00:00+03:00');
    expect(data['aggregateRating']).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.8,
      reviewCount: 64,
      bestRating: 5,
      worstRating: 1,
    });
    expect(data['knowsLanguage']).toEqual(['ro', 'en', 'de']);
  });

  it('contains the whole place with its capacity, rooms, beds and Google-named amenities', () => {
    expect(place['@type']).toBe('Accommodation');
    expect(place['additionalType']).toBe('EntirePlace');
    expect(place['occupancy']).toEqual({ '@type': 'QuantitativeValue', value: 4 });
    expect(place['numberOfBedrooms']).toBe(1);
    expect(place['numberOfBathroomsTotal']).toBe(1);
    expect(place['bed']).toEqual({ '@type': 'BedDetails', numberOfBeds: 2 });
    const amenities = place['amenityFeature'] as JsonObject[];
    expect(amenities.every((a) => a['@type'] === 'LocationFeatureSpecification')).toBe(true);
    expect(amenities.map((a) => [a['name'], a['value']])).toEqual([
      ['wifi', true],
      ['ac', true],
      ['kitchen', true],
      ['parkingType', 'Free'],
      ['tv', true],
      ['balcony', true],
      ['elevator', true],
    ]);
  });

  it('leaves out room counts the file does not give', () => {
    const { bedrooms: _bedrooms, bathrooms: _bathrooms, ...rest } = apartment;
    const bare = asObject(listingStructuredData(rest, page, photos)['containsPlace']);
    expect(bare).not.toHaveProperty('numberOfBedrooms');
    expect(bare).not.toHaveProperty('numberOfBathroomsTotal');
  });
});

describe('a listing’s prices', () => {
  it('give a whole place its priceRange, the cheapest night to the dearest, in lei by their ISO code', () => {
    const data = listingStructuredData(apartment, page, photos, { lowest: 450, highest: 1050 });
    expect(data['priceRange']).toBe('RON 450-1050');
    expect(asObject(data['containsPlace'])).not.toHaveProperty('priceRange');
  });

  it('give a hotel room’s Hotel the range, not the room, which is a place rather than a business', () => {
    const data = listingStructuredData(hotelRoom, page, photos, { lowest: 260, highest: 460 });
    expect(data['priceRange']).toBe('RON 260-460');
    expect(asObject(data['containsPlace'])).not.toHaveProperty('priceRange');
  });

  it('are left out for a listing without prices', () => {
    expect(listingStructuredData(apartment, page, photos)).not.toHaveProperty('priceRange');
    expect(listingStructuredData(hotelRoom, page, photos)).not.toHaveProperty('priceRange');
  });

  it('are written the same in every language: no thousands separator, one figure when all nights cost the same', () => {
    expect(priceRange({ lowest: 1400, highest: 2900 })).toBe('RON 1400-2900');
    expect(priceRange({ lowest: 380, highest: 380 })).toBe('RON 380');
  });
});

describe('listingStructuredData for a hotel room', () => {
  const data = listingStructuredData(hotelRoom, 'https://example.ro/apartment/1', photos);
  const room = asObject(data['containsPlace']);

  it('is the Hotel, with its address, coordinates, times and languages', () => {
    expect(data['@type']).toBe('Hotel');
    expect(data['name']).toBe('Hotel Delta');
    expect(asObject(data['address'])['addressCountry']).toBe('RO');
    expect(data['latitude']).toBe(44.0259);
    expect(data['checkinTime']).toBe('15:00:00+03:00');
    expect(data['knowsLanguage']).toEqual(['ro', 'en', 'de']);
    expect(data).not.toHaveProperty('aggregateRating');
  });

  it('contains the HotelRoom on offer, which carries the listing id, photos, capacity and rating', () => {
    expect(room['@type']).toBe('HotelRoom');
    expect(room['name']).toBe(hotelRoom.title);
    expect(room['identifier']).toBe('1');
    expect(room['image']).toEqual(photos);
    expect(room['occupancy']).toEqual({ '@type': 'QuantitativeValue', value: 2 });
    expect(room['numberOfBedrooms']).toBe(0);
    expect(asObject(room['aggregateRating'])['ratingValue']).toBe(4.8);
  });
});

/**
 * Google's vacation rental guide (developers.google.com/search/docs/appearance/structured-data/vacation-rental), its
 * field list as read: what the VacationRental must have, what it recommends, and the same for the Accommodation it
 * contains; the amenity names its `amenityFeature` accepts are in src/lib/google-amenities.ts and licenseNum.
 */
const GUIDE = {
  required: ['containsPlace', 'identifier', 'image', 'latitude', 'longitude', 'name'],
  recommended: [
    'additionalType',
    'address',
    'aggregateRating',
    'brand',
    'checkinTime',
    'checkoutTime',
    'description',
    'knowsLanguage',
    'review',
  ],
  placeRequired: ['occupancy'],
  placeRecommended: [
    'additionalType',
    'amenityFeature',
    'bed',
    'floorSize',
    'numberOfBathroomsTotal',
    'numberOfBedrooms',
    'numberOfRooms',
  ],
  /** schema.org's own, which Google reads elsewhere or ignores: the page, the price text, a classification. */
  alsoSchemaOrg: ['@context', '@type', 'url', 'priceRange', 'starRating', 'hasCertification'],
};

describe('a whole place against Google’s vacation rental guide', () => {
  const classified: ListingFacts = {
    ...apartment,
    classification: { type: 'Apartament de închiriat', category: 3, certificate: 'CC 12345/2026' },
    registrationNumber: 'RO-CT-2026-000123',
  };
  const data = listingStructuredData(classified, page, photos, { lowest: 450, highest: 1050 });
  const place = asObject(data['containsPlace']);

  it('has every required field, and writes none that neither the guide nor schema.org has', () => {
    for (const field of GUIDE.required) expect(data, field).toHaveProperty(field);
    for (const field of GUIDE.placeRequired) expect(place, field).toHaveProperty(field);
    expect(asObject(place['occupancy'])['value']).toBe(4);
    const known = new Set([...GUIDE.required, ...GUIDE.recommended, ...GUIDE.alsoSchemaOrg]);
    expect(Object.keys(data).filter((key) => !known.has(key))).toEqual([]);
    const knownInPlace = new Set([...GUIDE.placeRequired, ...GUIDE.placeRecommended, '@type']);
    expect(Object.keys(place).filter((key) => !knownInPlace.has(key))).toEqual([]);
  });

  it('has the recommended fields the catalogue can fill', () => {
    for (const field of ['additionalType', 'address', 'aggregateRating', 'checkinTime', 'checkoutTime', 'description'])
      expect(data, field).toHaveProperty(field);
    expect(data['knowsLanguage']).toEqual(['ro', 'en', 'de']);
    for (const field of ['additionalType', 'amenityFeature', 'bed', 'numberOfBathroomsTotal', 'numberOfBedrooms'])
      expect(place, field).toHaveProperty(field);
  });

  it('keeps its coordinates to five decimals and its identifier the same in every language', () => {
    const five = (value: unknown) => Number((value as number).toFixed(5)) === value;
    expect(five(data['latitude']) && five(data['longitude'])).toBe(true);
    const english = listingStructuredData({ ...classified, title: 'Sea-view flat' }, `${page}-en`, photos);
    expect(english['identifier']).toBe(data['identifier']);
  });

  it('carries the registration number as Google’s licenseNum, and the classification as a certificate with its stars', () => {
    const amenities = place['amenityFeature'] as JsonObject[];
    expect(amenities.find((a) => a['name'] === 'licenseNum')).toEqual({
      '@type': 'LocationFeatureSpecification',
      name: 'licenseNum',
      value: 'RO-CT-2026-000123',
    });
    expect(data['hasCertification']).toEqual({
      '@type': 'Certification',
      certificationIdentification: 'CC 12345/2026',
      certificationRating: { '@type': 'Rating', ratingValue: 3, bestRating: 5, worstRating: 1 },
    });
    expect(asObject(data['starRating'])['ratingValue']).toBe(3);
  });

  it('falls back on the certificate’s number for licenseNum, counts flowers as no stars, and claims nothing unclassified', () => {
    const certified = listingStructuredData(
      { ...apartment, classification: { type: 'Pensiune agroturistică', category: 2, certificate: 'CC 9/2025' } },
      page,
      photos,
    );
    const amenities = asObject(certified['containsPlace'])['amenityFeature'] as JsonObject[];
    expect(amenities.find((a) => a['name'] === 'licenseNum')?.['value']).toBe('CC 9/2025');
    expect(certified).not.toHaveProperty('starRating');
    const bare = listingStructuredData(apartment, page, photos);
    expect(bare).not.toHaveProperty('hasCertification');
    expect(bare).not.toHaveProperty('starRating');
    const bareAmenities = asObject(bare['containsPlace'])['amenityFeature'] as JsonObject[];
    expect(bareAmenities.some((a) => a['name'] === 'licenseNum')).toBe(false);
  });

  it('gives a hotel room’s classification to its Hotel', () => {
    const hotel = listingStructuredData(
      { ...hotelRoom, classification: { type: 'Hotel', category: 4, certificate: 'CC 77/2024' } },
      page,
      photos,
    );
    expect(asObject(hotel['starRating'])['ratingValue']).toBe(4);
    expect(asObject(hotel['hasCertification'])['certificationIdentification']).toBe('CC 77/2024');
    expect(asObject(hotel['containsPlace'])).not.toHaveProperty('hasCertification');
  });
});

describe('helpers', () => {
  it('writes clock times in ISO form with the +03:00 offset', () => {
    expect(isoLocalTime('14:00')).toBe('14:00:00+03:00');
  });

  it('finds the hotel a title names, or keeps the title', () => {
    expect(hotelName('Cameră la ultimul etaj cu vedere laterală la mare, Hotel Delta')).toBe('Hotel Delta');
    expect(hotelName('Cameră dublă cu balcon spre lac în Hotel Siutghiol')).toBe('Hotel Siutghiol');
    expect(hotelName('Cameră liniștită lângă plajă')).toBe('Cameră liniștită lângă plajă');
  });

  it('numbers breadcrumbs and list items from 1', () => {
    const trail = [
      { name: 'Acasă', url: 'https://example.ro/' },
      { name: 'Apartament', url: page },
    ];
    expect(breadcrumbList(trail)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Acasă', item: 'https://example.ro/' },
        { '@type': 'ListItem', position: 2, name: 'Apartament', item: page },
      ],
    });
    const list = itemList('Toate proprietățile', trail);
    expect(list['numberOfItems']).toBe(2);
    expect(list['itemListElement']).toEqual([
      { '@type': 'ListItem', position: 1, url: 'https://example.ro/', name: 'Acasă' },
      { '@type': 'ListItem', position: 2, url: page, name: 'Apartament' },
    ]);
  });

  it('escapes every "<" so the text cannot close its script element', () => {
    const text = jsonLdText({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});

describe('businessStructuredData', () => {
  const business = businessStructuredData({
    name: 'Cazare Litoral',
    description: 'Cazare lângă mare.',
    url: 'https://example.ro/',
    imageUrl: 'https://example.ro/_astro/hero.jpg',
    towns: ['Eforie Sud', 'Constanța', 'Mamaia-Sat'],
    counties: ['Constanța', 'Constanța', 'Constanța'],
    listings: [
      { rating: 4.3, reviews: 21 },
      { rating: 4.94, reviews: 88 },
    ],
  });

  it('names no one county for towns in two', () => {
    const wider = businessStructuredData({
      name: 'Agenție',
      description: 'Cazare pe litoral și în deltă.',
      url: 'https://example.ro/',
      imageUrl: 'https://example.ro/_astro/hero.jpg',
      towns: ['Constanța', 'Sulina'],
      counties: ['Constanța', 'Tulcea'],
      listings: [{ rating: 4.5, reviews: 10 }],
    });
    expect(wider['address']).toEqual({ '@type': 'PostalAddress', addressCountry: 'RO' });
  });

  it('is a LodgingBusiness in Constanța county serving the three towns', () => {
    expect(business['@type']).toBe('LodgingBusiness');
    expect(business['address']).toEqual({ '@type': 'PostalAddress', addressRegion: 'Constanța', addressCountry: 'RO' });
    expect(business['areaServed']).toEqual([
      { '@type': 'City', name: 'Eforie Sud' },
      { '@type': 'City', name: 'Constanța' },
      { '@type': 'City', name: 'Mamaia-Sat' },
    ]);
  });

  it('rates itself with the mean of all reviews, each listing weighted by its review count', () => {
    // (4.3 × 21 + 4.94 × 88) / 109 = 4.8167…
    expect(business['aggregateRating']).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.82,
      reviewCount: 109,
      bestRating: 5,
      worstRating: 1,
    });
  });
});
