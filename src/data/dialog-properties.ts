import { getImage } from 'astro:assets';
import type { BookingProperty } from '../lib/booking';
import type { Property } from './catalogue';

/** The properties as the booking wizard and the chat's cards need them, with a small cover photo each. */
export async function dialogProperties(properties: Property[]): Promise<BookingProperty[]> {
  return Promise.all(
    properties.map(async (property) => {
      const cover = property.images[0]!;
      const thumbnail = await getImage({ src: cover.src, width: 192, format: 'webp' });
      return {
        id: property.id,
        title: property.title,
        location: property.location,
        capacity: property.guests,
        thumbnail: { src: thumbnail.src, alt: cover.alt },
      };
    }),
  );
}
