import { getImage } from 'astro:assets';
import type { Property } from '../data/catalogue';
import { CANCELLATION_POLICIES, catalogueWord } from '../i18n/catalogue-words';
import type { DialogProperty, MinimumStays, StayMinimum } from './properties';

/** A property as the booking wizard and the chat's cards need it, with a small cover photo. */
export async function dialogProperty(property: Property): Promise<DialogProperty> {
  const cover = property.images[0]!;
  const thumbnail = await getImage({ src: cover.src, width: 192, format: 'webp' });
  return {
    id: property.id,
    title: property.title,
    location: property.place,
    town: property.city,
    capacity: property.guests,
    cancellation: {
      policy: property.cancellationPolicy,
      name: catalogueWord(CANCELLATION_POLICIES, property.cancellationPolicy, property.language),
    },
    thumbnail: { src: thumbnail.src, alt: cover.alt },
    ...(property.prices ? { prices: property.prices } : {}),
    ...(property.tax ? { tax: property.tax } : {}),
  };
}

/** What of a property's prices says how short a stay may be: its minimum and its seasons' days and minimums. */
function stayMinimum(property: Property): StayMinimum {
  const { minNights, seasons } = property.prices ?? {};
  const ruled = (seasons ?? []).flatMap(({ from, to, minNights: nights }) =>
    nights === undefined ? [{ from, to }] : [{ from, to, minNights: nights }],
  );
  return { ...(minNights === undefined ? {} : { minNights }), ...(ruled.length ? { seasons: ruled } : {}) };
}

/**
 * The shortest stays by town: each distinct rule of the town's properties once. A season without a minimum of its
 * own is kept (its base minimum applies in it, not a longer season's it overlaps), so the rules choose the same
 * season as the property's full prices do.
 */
export function minimumStays(properties: readonly Property[]): MinimumStays {
  const towns: Record<string, Map<string, StayMinimum>> = {};
  for (const property of properties) {
    const rule = stayMinimum(property);
    const rules = towns[property.city] ?? new Map<string, StayMinimum>();
    rules.set(JSON.stringify(rule), rule);
    towns[property.city] = rules;
  }
  return { towns: Object.fromEntries(Object.entries(towns).map(([town, rules]) => [town, [...rules.values()]])) };
}
