import { getImage } from 'astro:assets';
import type { Property } from '../data/catalogue';
import type { DialogProperty } from './properties';

/** The properties as the booking wizard and the chat's cards need them, with a small cover photo each. */
export async function dialogProperties(properties: Property[]): Promise<DialogProperty[]> {
  return Promise.all(
    properties.map(async (property) => {
      const cover = property.images[0]!;
      const thumbnail = await getImage({ src: cover.src, width: 192, format: 'webp' });
      return {
        id: property.id,
        title: property.title,
        location: property.place,
        town: property.city,
        capacity: property.guests,
        thumbnail: { src: thumbnail.src, alt: cover.alt },
        ...(property.prices ? { prices: property.prices } : {}),
        ...(property.tax ? { tax: property.tax } : {}),
      };
    }),
  );
}
