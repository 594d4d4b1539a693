import { foldText } from './filter';

/** Icons the amenity lists can show; each name is a Lucide icon. */
export const AMENITY_ICONS = [
  'wifi',
  'snowflake',
  'car',
  'utensils',
  'tv',
  'sun',
  'waves-ladder',
  'bath',
  'washing-machine',
  'coffee',
  'refrigerator',
  'microwave',
  'flame',
  'waves',
  'arrow-up-down',
  'heater',
  'laptop',
  'bed-double',
  'wind',
  'shirt',
  'baby',
  'key-round',
  'circle-check',
] as const;

/** One of the amenity icons. */
export type AmenityIconName = (typeof AMENITY_ICONS)[number];

/** The icon for any amenity the rules below do not recognise. */
export const DEFAULT_AMENITY_ICON: AmenityIconName = 'circle-check';

// Matched against the amenity name without diacritics; the first rule that matches wins.
const RULES: readonly [RegExp, AmenityIconName][] = [
  [/wi-?fi|internet/, 'wifi'],
  [/aer conditionat|climatizare/, 'snowflake'],
  [/parcare|garaj/, 'car'],
  [/masina de spalat vase/, 'utensils'],
  [/masina de spalat|uscator de rufe/, 'washing-machine'],
  [/bucatarie|chicineta/, 'utensils'],
  [/televizor|\btv\b/, 'tv'],
  [/balcon|terasa|sezlong/, 'sun'],
  [/piscina/, 'waves-ladder'],
  [/jacuzzi|cada|sauna|halat/, 'bath'],
  [/cafetiera|espressor|cafea/, 'coffee'],
  [/frigider|minibar/, 'refrigerator'],
  [/microunde|cuptor/, 'microwave'],
  [/gratar|foisor|semineu/, 'flame'],
  [/vedere la mare|plaja|ponton/, 'waves'],
  [/\blift\b/, 'arrow-up-down'],
  [/incalzire/, 'heater'],
  [/spatiu de lucru|birou/, 'laptop'],
  [/prosoape|lenjerie/, 'bed-double'],
  [/uscator de par/, 'wind'],
  [/fier de calcat/, 'shirt'],
  [/copii|patut/, 'baby'],
  [/check-in autonom|cutie de chei|seif/, 'key-round'],
];

/** The icon for an amenity name: a specific one for known names, the default otherwise. */
export function amenityIcon(amenity: string): AmenityIconName {
  const name = foldText(amenity);
  return RULES.find(([pattern]) => pattern.test(name))?.[1] ?? DEFAULT_AMENITY_ICON;
}
