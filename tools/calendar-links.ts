// Prints each property's published calendar link, for the owner to paste into each platform's calendar import
// (Airbnb: Calendar → Availability → Connect calendars; Booking.com: Rates & availability → Sync calendars).
//
//   SITE_URL=https://cazare.example ICAL_EXPORT_SECRET=… npm run calendar-links
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { calendarLink, MIN_SECRET_LENGTH } from '../src/features/availability/calendar-key.ts';

const site = process.env.SITE_URL;
const secret = process.env.ICAL_EXPORT_SECRET?.trim() ?? '';
if (!site || secret.length < MIN_SECRET_LENGTH) {
  console.error(
    `Set SITE_URL (the public origin) and ICAL_EXPORT_SECRET (at least ${MIN_SECRET_LENGTH} characters, as on Netlify).`,
  );
  process.exit(1);
}
const folder = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'content', 'properties');
const ids = readdirSync(folder)
  .filter((name) => /^\d+\.md$/.test(name))
  .map((name) => name.replace('.md', ''))
  .sort((a, b) => Number(a) - Number(b));
for (const id of ids) console.log(`${id}\t${calendarLink(site, secret, id)}`);
