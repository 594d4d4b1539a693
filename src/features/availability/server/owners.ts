// Each property's title and direct bookings: written at build time by the properties loader (src/content.config.ts)
// from the same markdown as the pages.
import type { OwnerCalendar } from '../ical-export';
import generated from '../../../../netlify/functions/_generated/owner-calendars.json';

/** Every property of the catalogue with its owner's blocked nights, ordered by id. */
export const OWNER_CALENDARS: readonly OwnerCalendar[] = generated as OwnerCalendar[];

/** The catalogue's property ids. */
export const PROPERTY_IDS: readonly string[] = OWNER_CALENDARS.map(({ id }) => id);
