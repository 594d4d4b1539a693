// The catalogue's Romanian amenity names, translated into the amenity names Google reads in vacation
// rental structured data (LocationFeatureSpecification). Google accepts only its own fixed list, so an
// amenity with no counterpart there (coffee maker, hair dryer, sea view...) is left out, not invented.

/** One amenity as Google's vacation rental structured data names it. */
export interface GoogleAmenity {
  /** Google's name, e.g. 'wifi' or 'parkingType'. */
  name: string;
  /** true for a yes/no amenity; one of Google's words for the typed ones ('Free' for parkingType). */
  value: boolean | string;
}

const yes = (name: string): GoogleAmenity => ({ name, value: true });

/** Every Romanian amenity name used in the catalogue that Google has a name for. */
const BY_ROMANIAN_NAME: Readonly<Record<string, GoogleAmenity>> = {
  'Wi-Fi': yes('wifi'),
  'Aer condiționat': yes('ac'),
  Balcon: yes('balcony'),
  Bucătărie: yes('kitchen'),
  Televizor: yes('tv'),
  // No listing charges for parking: where a description speaks of its price, it is free or included.
  Parcare: { name: 'parkingType', value: 'Free' },
  Lift: yes('elevator'),
  Jacuzzi: yes('hotTub'),
  Piscină: yes('pool'),
  'Piscină încălzită': yes('pool'),
  Grătar: yes('outdoorGrill'),
  'Cuptor cu microunde': yes('microwave'),
  // Google has one laundry amenity; a washing machine in the flat is what guests look for under it.
  'Mașină de spălat': yes('washerDryer'),
  'Fier de călcat': yes('ironingBoard'),
  'Pătuț pentru copii': yes('crib'),
  'Pătuț pentru copii la cerere': yes('crib'),
  'Loc de joacă pentru copii': yes('childFriendly'),
  'Scaun de masă pentru copii': yes('childFriendly'),
  'Acces direct la plajă': yes('beachAccess'),
  'Încălzire centrală': yes('heating'),
  'Încălzire în pardoseală': yes('heating'),
  // Google's 'patio' is "patio or deck": any private outdoor terrace.
  'Terasă privată': yes('patio'),
  'Terasă panoramică': yes('patio'),
  'Terasă cu vedere la port': yes('patio'),
};

/** Google's amenities for a list of Romanian ones: unknown names dropped, each Google name once, in order. */
export function googleAmenities(romanianNames: readonly string[]): GoogleAmenity[] {
  const byName = new Map<string, GoogleAmenity>();
  for (const romanian of romanianNames) {
    const amenity = BY_ROMANIAN_NAME[romanian];
    if (amenity && !byName.has(amenity.name)) byName.set(amenity.name, amenity);
  }
  return [...byName.values()];
}
