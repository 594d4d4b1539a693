// The one definition of a property: every field of a catalogue file, what it means and what it may hold. The site's
// pages, the assistant's catalogue, the owners' calendars and the tests all read their types from this schema's
// output (`PropertyData`) or input (`PropertyFile`), never from a copy.
import type { SchemaContext } from 'astro/content/config';
import { z } from 'astro/zod';
import { isMonthDay } from '../lib/day-numbers';
import { isIsoDay } from '../lib/nights';
import { PETS, type Pets } from '../lib/pets';
import { COAST_BOUNDS, COORDINATE_DECIMALS, COUNTRY, hasAtMostDecimals, PROPERTY_TYPES } from '../lib/catalogue-rules';
import { GUESTS } from '../lib/stay';
import { TOWNS_FOLDER, townsOnFile } from './towns-folder';

/** The towns a property may be in: those with a town file, whose page's words it needs. */
const TOWNS = townsOnFile();
/** The locations a property may name, one per town: 'City, România'. */
const LOCATIONS = TOWNS.map((city) => `${city}, ${COUNTRY}`);

/** A plain day 'yyyy-MM-dd'; YAML reads an unquoted day as a date, which is taken back to the day written. */
const plainDay = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  z.iso
    .date('write a real day as yyyy-MM-dd, e.g. 2026-07-10')
    .refine(isIsoDay, { message: 'write a real day as yyyy-MM-dd, e.g. 2026-07-10', params: { rule: 'real-day' } }),
);

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'use the 24-hour form HH:MM, e.g. 15:00');
const nonEmptyText = z.string().trim().min(1);

/** A latitude or longitude in decimal degrees, inside the coast's box, written with at most 5 decimals. */
function coordinate(min: number, max: number, example: string) {
  const outside = `must lie on Romania's Black Sea coast, between ${min} and ${max}`;
  return z
    .number()
    .min(min, outside)
    .max(max, outside)
    .refine((value) => hasAtMostDecimals(value, COORDINATE_DECIMALS), {
      message: `write at most ${COORDINATE_DECIMALS} decimals, e.g. ${example}`,
      params: { rule: 'decimals' },
    })
    .meta({ decimals: COORDINATE_DECIMALS });
}

/**
 * What an editor reads beside a field: its Romanian label and a hint. The content editor's form is made from them
 * (src/features/editor/config.ts), so a field's meaning is written once, here.
 */
function about(title: string, description?: string) {
  return description === undefined ? { title } : { title, description };
}

/** What the editor's select shows for each answer about pets; the file keeps the answer, which every language reads. */
const PETS_LABELS: Readonly<Record<Pets, string>> = {
  allowed: 'Permise',
  'on-request': 'La cerere',
  'not-allowed': 'Nu sunt permise',
};

/** A price in whole lei, more than nothing. */
function lei(title: string, description: string) {
  return z
    .number()
    .int('write whole lei, e.g. 450')
    .positive('a price must be more than 0 lei')
    .meta(about(title, description));
}

/** The shortest stay, in nights. */
function nights(title: string, description: string) {
  return z
    .number()
    .int('write whole nights')
    .min(1, 'a stay has at least 1 night')
    .max(30)
    .meta(about(title, description));
}

/**
 * The shape of a season's night: 'MM-DD', or 'yyyy-MM-dd' for one year only, with a day its month can have (29
 * February in any year: whether that year has one is the refinement's to say). The editor's form checks it as typed.
 */
const SEASON_DAY_PATTERN =
  /^(?:\d{4}-)?(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|02-(?:0[1-9]|1\d|2\d))$/;

/** What an editor reads when a season's night is not a day: the value written, and the two forms a night takes. */
const notASeasonDay = (issue: { input?: unknown }) =>
  `${JSON.stringify(issue.input)} is not a real day: write MM-DD for every year (e.g. 07-01) or yyyy-MM-dd for one year only (e.g. 2027-05-01)`;

/** A season's first or last night: 'MM-DD' every year, or 'yyyy-MM-dd' one year only (YAML reads the latter as a date). */
const seasonDay = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  z
    .string({ error: notASeasonDay })
    .regex(SEASON_DAY_PATTERN, { error: notASeasonDay, abort: true })
    .refine((text) => isMonthDay(text) || isIsoDay(text), { error: notASeasonDay, params: { rule: 'real-day' } }),
);

/** True when both nights are real days, so what is wrong with a season is not already said of one of them. */
const bothDays = (from: string, to: string) => (isMonthDay(from) || isIsoDay(from)) && (isMonthDay(to) || isIsoDay(to));

/**
 * A season: its first and last nights, both included, and what it changes. Written as 'MM-DD' it comes back every
 * year (and may run over the new year, from 12-20 to 01-05); written as 'yyyy-MM-dd' it is that year's alone.
 */
const season = z
  .object({
    from: seasonDay.meta(
      about(
        'Prima noapte',
        'Scrisă LL-ZZ pentru un sezon care revine în fiecare an (07-01) sau AAAA-LL-ZZ pentru un singur an (2027-05-01).',
      ),
    ),
    to: seasonDay.meta(
      about(
        'Ultima noapte',
        'Inclusă în sezon, scrisă ca prima noapte. Un sezon anual poate trece peste Anul Nou (12-20 până la 01-05).',
      ),
    ),
    nightly: lei('Preț pe noapte', 'În lei, pentru nopțile sezonului; gol: prețul pe noapte de bază.').optional(),
    weekend: lei(
      'Preț vineri și sâmbătă',
      'În lei, pentru nopțile de vineri și de sâmbătă din sezon; gol: prețul pe noapte al sezonului (fără el, cel de vineri și sâmbătă de bază).',
    ).optional(),
    minNights: nights(
      'Minim nopți',
      'Cel mai scurt sejur pentru o sosire în acest sezon; gol: minimul de bază.',
    ).optional(),
  })
  .refine(({ from, to }) => !bothDays(from, to) || isMonthDay(from) === isMonthDay(to), {
    message: `write both nights of a season in one form: MM-DD for every year (07-01 to 08-31) or yyyy-MM-dd for one year only (2027-04-30 to 2027-05-02), not one of each`,
    path: ['to'],
    params: { rule: 'one-form' },
  })
  .refine(({ from, to }) => !isIsoDay(from) || !isIsoDay(to) || from <= to, {
    message: 'the last night of a one-year season cannot come before its first night (from)',
    path: ['to'],
    params: { rule: 'order' },
  });

/**
 * A rule over several values, by the name the content editor gives its words (src/features/editor/rules.ts); a
 * refinement's own issues carry the same name in their `params`.
 */
const named = (rule: string) => ({ params: { rule } }) as z.core.$ZodSuperRefineParams;

/**
 * Two seasons that name the same nights in the same form (07-01 to 08-31 twice): the page would list both at their
 * prices and only the one listed last would be charged, so the second is refused, naming the first.
 */
function sameNightsOnce(seasons: { from: string; to: string }[], context: z.RefinementCtx): void {
  seasons.forEach(({ from, to }, index) => {
    const first = seasons.findIndex((other) => other.from === from && other.to === to);
    if (first < index)
      context.addIssue({
        code: 'custom',
        message: `season ${index + 1} (${from} to ${to}) names the same nights as season ${first + 1}: keep one of them`,
        path: [index, 'from'],
        params: { rule: 'same-nights', season: index + 1, other: first + 1, from, to },
      });
  });
}

/** Two direct bookings that share a night (a night sold twice): the later one in the list is refused, naming the other. */
function staysApart(stays: { checkIn: string; checkOut: string }[], context: z.RefinementCtx): void {
  stays.forEach((stay, index) => {
    const other = stays.findIndex(
      (earlier, at) => at < index && earlier.checkIn < stay.checkOut && stay.checkIn < earlier.checkOut,
    );
    if (other >= 0)
      context.addIssue({
        code: 'custom',
        message: `the direct booking ${stay.checkIn} to ${stay.checkOut} shares nights with ${stays[other]?.checkIn} to ${stays[other]?.checkOut}`,
        path: [index, 'checkIn'],
        params: { rule: 'overlap', other: other + 1, checkIn: stays[other]?.checkIn, checkOut: stays[other]?.checkOut },
      });
  });
}

/**
 * What a stay costs, in lei: the price of a night no season names, and optionally a weekend price, the shortest stay,
 * the guests the price is for and what each one more adds, a cleaning fee, a weekly discount and seasons. The quote
 * (src/features/prices) reads it night by night.
 */
export const pricesFields = z
  .object({
    nightly: lei(
      'Preț pe noapte',
      'Prețul de bază al unei nopți, în lei, de ex. 450: pentru nopțile pe care nu le cuprinde niciun sezon.',
    ),
    weekend: lei(
      'Preț vineri și sâmbătă',
      'În lei, pentru nopțile de vineri și de sâmbătă din afara sezoanelor; gol: prețul pe noapte.',
    ).optional(),
    minNights: nights(
      'Minim nopți',
      'Cel mai scurt sejur, în nopți, pentru o sosire în afara sezoanelor cu minimul lor; gol: 1 noapte.',
    ).optional(),
    guestsIncluded: z
      .number()
      .int('write a whole number of guests, e.g. 2')
      .min(1, 'the price is for at least 1 guest')
      .optional()
      .meta(
        about(
          'Oaspeți incluși',
          'Pentru câți oaspeți e prețul pe noapte (cel mult câți primește proprietatea); se completează împreună cu „Oaspete în plus”.',
        ),
      ),
    extraGuest: lei(
      'Oaspete în plus',
      'În lei pe noapte, pentru fiecare oaspete peste cei incluși; se completează împreună cu „Oaspeți incluși”.',
    ).optional(),
    cleaning: lei('Curățenie', 'În lei, o singură dată pe sejur, oricâte nopți ar avea.').optional(),
    weeklyDiscount: z
      .number()
      .int('write a whole percentage, e.g. 10')
      .min(1, 'a discount is at least 1 %')
      .max(90, 'a discount is at most 90 %')
      .optional()
      .meta(
        about(
          'Reducere săptămânală',
          'Procent, între 1 și 90, scăzut din prețul nopților (și al oaspeților în plus) pentru un sejur de 7 nopți sau mai mult, de ex. 10.',
        ),
      ),
    seasons: z
      .array(season)
      .superRefine(sameNightsOnce, named('same-nights'))
      .optional()
      .meta(
        about(
          'Sezoane',
          'Perioade cu alt preț sau alt minim de nopți. Dacă două sezoane cuprind aceeași noapte, se aplică cel pe un singur an, apoi cel mai scurt.',
        ),
      ),
  })
  .refine(({ guestsIncluded, extraGuest }) => (guestsIncluded === undefined) === (extraGuest === undefined), {
    message:
      'give guestsIncluded and extraGuest together: the guests the nightly price is for, and what each guest more pays a night',
    path: ['extraGuest'],
    params: { rule: 'together' },
  })
  .meta(
    about(
      'Prețuri',
      'Ce costă un sejur, în lei. Fără prețuri, site-ul nu arată nicio sumă și scrie „Clarificați prețul la rezervare”.',
    ),
  );

/** Every field of a property file but its photos: plain data, which any reader of the catalogue can take. */
export const propertyFields = z.object({
  title: nonEmptyText.meta(about('Titlu', 'Numele proprietății, pe card și ca titlu al paginii ei.')),
  location: z
    .enum(
      LOCATIONS,
      `write 'City, ${COUNTRY}' with City one of: ${TOWNS.join(', ')} (a new town needs its file in ${TOWNS_FOLDER} first)`,
    )
    .meta(about('Localitate')),
  // Decimal degrees (WGS 84), for maps and structured data.
  latitude: coordinate(COAST_BOUNDS.south, COAST_BOUNDS.north, '44.02150').meta(
    about('Latitudine', 'Grade zecimale, nord pozitiv, cu cel mult 5 zecimale, de ex. 44.02150.'),
  ),
  longitude: coordinate(COAST_BOUNDS.west, COAST_BOUNDS.east, '28.65390').meta(
    about('Longitudine', 'Grade zecimale, est pozitiv, cu cel mult 5 zecimale, de ex. 28.65390.'),
  ),
  rating: z
    .number()
    .min(1)
    .max(5)
    .meta(about('Nota oaspeților', 'Din 5, cum apare pe platforma de închiriere, de ex. 4.85.')),
  reviews: z
    .number()
    .int()
    .nonnegative()
    .meta(about('Recenzii', 'Câte recenzii are anunțul pe platforma de închiriere.')),
  // The property's capacity: the most guests one request may name, at most the largest party the site books. The
  // file calls it `guests`, as the listings do; the code that puts it beside a stay's guest count calls it capacity.
  guests: z
    .number()
    .int()
    .min(GUESTS.min)
    .max(GUESTS.max)
    .meta(about('Oaspeți', 'Câți oaspeți pot sta cel mult; o cerere nu poate trece de acest număr.')),
  bedrooms: z
    .number()
    .int()
    .nonnegative()
    .optional()
    .meta(about('Dormitoare', '0 pentru o garsonieră sau o cameră de hotel fără dormitor separat.')),
  bathrooms: z.number().int().nonnegative().optional().meta(about('Băi')),
  beds: z.number().int().positive().meta(about('Paturi')),
  propertyType: z
    .enum(PROPERTY_TYPES)
    .optional()
    .meta(about('Tip de cazare', 'Apare pe card și pe pagină; după el se alege și clasa de preț.')),
  checkIn: clockTime.meta(about('Check-in de la', 'Ora cea mai devreme, în forma HH:MM, de ex. 15:00.')),
  checkOut: clockTime.meta(about('Check-out până la', 'Ora cea mai târzie, în forma HH:MM, de ex. 11:00.')),
  prices: pricesFields.optional(),
  cancellationPolicy: z.enum(['Flexibilă', 'Moderată', 'Strictă']).meta(about('Politica de anulare')),
  hostName: nonEmptyText.meta(about('Gazda', 'Prenumele gazdei; pe pagină apare cu inițiala lui.')),
  hostSince: z.number().int().min(2000).max(2100).meta(about('Gazdă din anul')),
  hostResponseRate: z
    .string()
    .regex(/^\d{1,3}%$/, "write a percentage such as '100%'")
    .meta(about('Rata de răspuns', 'Procentul mesajelor la care răspunde gazda, de ex. 100%.')),
  hostLanguages: z
    .array(nonEmptyText)
    .min(1)
    .meta(about('Limbile gazdei', 'În română, câte una pe rând, de ex. Engleză.')),
  airbnbUrl: z
    .url()
    .optional()
    .meta(about('Anunțul pe Airbnb', 'Adresa anunțului pe platforma de închiriere, unde sunt recenziile.')),
  // Nights taken through direct bookings: shown as taken like the platforms' and published to them as this
  // property's iCal feed. Each run from its first night (checkIn, inclusive) to the morning of departure
  // (checkOut, exclusive), e.g. `- { checkIn: 2026-07-10, checkOut: 2026-07-15 }` for five nights.
  blocked: z
    .array(
      z
        .object({
          checkIn: plainDay.meta(about('Check-in', 'Prima noapte a sejurului.')),
          checkOut: plainDay.meta(about('Check-out', 'Dimineața plecării; noaptea dinaintea ei e ultima ocupată.')),
        })
        .refine(({ checkIn, checkOut }) => checkIn < checkOut, {
          message: 'checkOut is the morning of departure: it must come after checkIn',
          path: ['checkOut'],
          params: { rule: 'order' },
        }),
    )
    .superRefine(staysApart, named('overlap'))
    .default([])
    .meta(
      about(
        'Rezervări directe',
        'Nopțile ocupate prin rezervări directe. Apar ocupate pe site și în calendarul publicat al proprietății, așa că Airbnb și Booking.com le închid la următorul import.',
      ),
    ),
  amenities: z
    .array(nonEmptyText)
    .min(1)
    .meta(
      about('Facilități', 'Câte una pe rând; cele de pe card se scriu ca acolo (Wi-Fi, Aer condiționat, Parcare…).'),
    ),
  houseRules: z
    .array(nonEmptyText)
    .min(1)
    .meta(about('Regulile casei', 'Câte o propoziție pe rând: liniștea, fumatul, animalele de companie…')),
  // The house rule about pets stays in the owner's words; this is the same answer in a form the site can read.
  pets: z
    .enum(PETS)
    .optional()
    .meta({
      ...about(
        'Animale de companie',
        'Același răspuns ca regula casei despre animale; apare la detaliile proprietății. „La cerere”: doar anunțate dinainte sau cu acordul gazdei. Gol: proprietatea nu spune nimic despre ele.',
      ),
      labels: PETS_LABELS,
    }),
  safetyFeatures: z
    .array(nonEmptyText)
    .min(1)
    .meta(about('Siguranță', 'Echipamentele de siguranță, câte unul pe rând.')),
  nearbyAttractions: z
    .array(z.string().regex(/^\S.* - \S.*$/, "write 'name - distance', e.g. 'Lacul Techirghiol - 1,2 km'"))
    .meta(about('În apropiere', 'Câte un loc pe rând, scris „loc - distanță”, de ex. Lacul Techirghiol - 1,2 km.')),
});

/** The whole property file: the plain fields and the photos, which `image` resolves into images the site transforms. */
export function propertySchema({ image }: SchemaContext) {
  return propertyFields
    .extend({
      // Photos beside this file (./{id}/name.jpg), first one on the card; each with its alt text.
      images: z
        .array(
          z.object({
            src: image().meta(about('Fotografie')),
            alt: nonEmptyText.meta(about('Text alternativ', 'Ce se vede în fotografie, pentru cine nu o poate vedea.')),
          }),
        )
        .min(2, 'list at least 2 images')
        .max(6, 'list at most 6 images')
        .meta(
          about(
            'Fotografii',
            'Între 2 și 6; prima apare pe card. O fotografie de pe telefon e micșorată la 1.600 px înainte de salvare.',
          ),
        ),
    })
    .superRefine(withinCapacity, named('capacity'));
}

/** The party a price is for cannot be larger than the party the property takes. */
function withinCapacity(
  property: { guests: number; prices?: { guestsIncluded?: number | undefined } | undefined },
  context: z.RefinementCtx,
): void {
  const included = property.prices?.guestsIncluded;
  if (included !== undefined && included > property.guests)
    context.addIssue({
      code: 'custom',
      message: `the price cannot be for more guests than the property takes (guests: ${property.guests})`,
      path: ['prices', 'guestsIncluded'],
      params: { rule: 'capacity', guests: property.guests },
    });
}

type PropertySchema = ReturnType<typeof propertySchema>;

/** A property's prices as the schema hands them over. */
export type PropertyPrices = z.output<typeof pricesFields>;

/** A property's plain fields as the schema hands them over: defaults filled in, days as 'yyyy-MM-dd'. */
export type PropertyFields = z.output<typeof propertyFields>;

/** A property's front matter as the schema hands it to the site: photos as images, defaults filled in. */
export type PropertyData = z.output<PropertySchema>;

/** A property's front matter as an editor writes it in the file: photos as paths. */
export type PropertyFile = z.input<PropertySchema>;
