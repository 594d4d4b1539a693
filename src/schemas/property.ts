// The one definition of a property: every field of a catalogue file, what it means and what it may hold. The site's
// pages, the assistant's catalogue, the owners' calendars and the tests all read their types from this schema's
// output (`PropertyData`) or input (`PropertyFile`), never from a copy.
import type { SchemaContext } from 'astro/content/config';
import { z } from 'astro/zod';
import {
  CAPACITY_RULE,
  CARD_AMENITIES,
  cardSpelling,
  cityOf,
  COUNTRY,
  kilometres,
  PROPERTY_TYPES,
  QUIET_HOURS_RULE,
  TOWN_RADIUS_KM,
  UNIT_TYPES,
} from '../lib/catalogue-rules';
import { isMonthDay } from '../lib/day-numbers';
import { isKnownLanguage, KNOWN_LANGUAGES } from '../lib/language-codes';
import { isIsoDay } from '../lib/nights';
import { isPetRule, isPlainPetRule, PETS, type Pets, petsInRule } from '../lib/pets';
import { GUESTS } from '../lib/stay';
import { latitude, longitude } from './coordinates';
import { TOWNS_FOLDER, townFiles } from './towns-folder';

/** The towns a property may be in: those with a town file, whose page's words and centre it needs. */
const TOWN_FILES = townFiles();
const TOWNS = TOWN_FILES.map(({ town }) => town);
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

/**
 * What an editor reads beside a field: its Romanian label and a hint. The content editor's form is made from them
 * (src/features/editor/config.ts), so a field's meaning is written once, here.
 */
function about(title: string, description?: string) {
  return description === undefined ? { title } : { title, description };
}

/** What the editor's select shows for each answer about pets; the file keeps the answer, which every language reads. */
export const PETS_LABELS: Readonly<Record<Pets, string>> = {
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
  latitude: latitude().meta(
    about('Latitudine', 'Grade zecimale, nord pozitiv, cu cel mult 5 zecimale, de ex. 44.02150.'),
  ),
  longitude: longitude().meta(
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
    .meta(about('Tip de cazare', 'Apare pe card și pe pagină; după el se alege și clasa de preț.')),
  checkIn: clockTime.meta(about('Check-in de la', 'Ora cea mai devreme, în forma HH:MM, de ex. 15:00.')),
  checkOut: clockTime.meta(about('Check-out până la', 'Ora cea mai târzie, în forma HH:MM, de ex. 11:00.')),
  prices: pricesFields.optional(),
  cancellationPolicy: z.enum(['Flexibilă', 'Moderată', 'Strictă']).meta(about('Politica de anulare')),
  // The unit's classification certificate, issued by the ministry of tourism: a unit takes guests only once classified.
  // An owner writes their own unit's; the sample catalogue has none, and the build names each unit without one.
  classification: z
    .object({
      type: z
        .enum(UNIT_TYPES)
        .meta(about('Tipul unității', 'Cum îl scrie certificatul de clasificare, de ex. Apartament de închiriat.')),
      category: z
        .number()
        .int('write a whole number of stars (flowers), 1 to 5')
        .min(1, 'a category is 1 to 5 stars (flowers)')
        .max(5, 'a category is 1 to 5 stars (flowers)')
        .meta(about('Categoria', 'Numărul de stele (de flori, la o pensiune agroturistică), de la 1 la 5.')),
      certificate: nonEmptyText.meta(
        about('Numărul certificatului', 'Seria și numărul certificatului de clasificare, cum sunt scrise pe el.'),
      ),
    })
    .optional()
    .meta(
      about(
        'Clasificare',
        'Din certificatul de clasificare al unității; apare la detaliile proprietății și în datele pentru motoarele de căutare.',
      ),
    ),
  // The number a short-term rental unit is registered under (the EU's rules on short-term rental data, in force from
  // 20 May 2026), which its listings must show; a hotel's room has none.
  registrationNumber: nonEmptyText
    .optional()
    .meta(
      about(
        'Număr de înregistrare',
        'Numărul unic al unității ca închiriere pe termen scurt, cum l-a dat autoritatea; gol pentru o cameră de hotel.',
      ),
    ),
  hostName: nonEmptyText.meta(about('Gazda', 'Prenumele gazdei; pe pagină apare cu inițiala lui.')),
  hostSince: z
    .number()
    .int()
    .min(2000)
    .max(2100)
    .refine((year) => year <= new Date().getFullYear(), {
      message: 'a host cannot have started hosting in a year still to come',
      params: { rule: 'past' },
    })
    .meta(about('Gazdă din anul')),
  hostResponseRate: z
    .string()
    .regex(/^\d{1,3}%$/, "write a percentage such as '100%'")
    .refine((rate) => Number.parseInt(rate, 10) <= 100, {
      message: 'a host answers at most 100% of the messages',
      params: { rule: 'percent' },
    })
    .meta(about('Rata de răspuns', 'Procentul mesajelor la care răspunde gazda, de ex. 100%.')),
  hostLanguages: z
    .array(
      nonEmptyText.refine(isKnownLanguage, {
        message: `name the language in Romanian, one of: ${KNOWN_LANGUAGES.join(', ')}`,
        params: { rule: 'known' },
      }),
    )
    .min(1)
    .superRefine(eachOnce, named('once'))
    .meta(about('Limbile gazdei', 'În română, câte una pe rând, de ex. Engleză.')),
  airbnbUrl: z
    .url({ protocol: /^https$/, error: 'write the whole https:// address of the listing' })
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
    .array(
      nonEmptyText.refine((amenity) => cardSpelling(amenity) === undefined, {
        error: (issue) =>
          `spell it '${cardSpelling(String(issue.input))}', as the cards do (${CARD_AMENITIES.join(', ')})`,
        params: { rule: 'card-spelling' },
      }),
    )
    .min(1)
    .meta(
      about('Facilități', 'Câte una pe rând; cele de pe card se scriu ca acolo (Wi-Fi, Aer condiționat, Parcare…).'),
    ),
  houseRules: z
    .array(
      nonEmptyText.refine(isPlainPetRule, {
        message:
          "say plainly whether pets may come: 'Animalele de companie nu sunt permise', '… sunt permise' or '… sunt permise cu acordul gazdei'",
        params: { rule: 'pets-said' },
      }),
    )
    .min(1)
    .refine((rules) => rules.some((rule) => QUIET_HOURS_RULE.test(rule)), {
      message: "state the quiet hours as a rule of its own: 'Liniște între orele 22:00-8:00'",
      params: { rule: 'quiet-hours' },
    })
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
    .array(
      z
        .string()
        .regex(
          /^\S.* - \d+(?:,\d+)? (?:m|km)$/,
          "write 'name - distance' in m or km, e.g. 'Lacul Techirghiol - 1,2 km'",
        ),
    )
    .min(1, 'list at least one place nearby')
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
            alt: z
              .string()
              .trim()
              .min(6, 'say in a few words what the photo shows')
              .meta(about('Text alternativ', 'Ce se vede în fotografie, pentru cine nu o poate vedea.')),
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
    .superRefine(withinCapacity, named('capacity'))
    .superRefine(capacityRuleAgrees, named('capacity-rule'))
    .superRefine(turnover, named('turnover'))
    .superRefine(petsAgree, named('pets-agree'))
    .superRefine(nearItsTown, named('near-town'));
}

/** A language named twice in the host's languages. */
function eachOnce(names: string[], context: z.RefinementCtx): void {
  names.forEach((name, index) => {
    if (names.findIndex((other) => other.trim() === name.trim()) < index)
      context.addIssue({
        code: 'custom',
        message: `${name} is listed twice`,
        path: [index],
        params: { rule: 'once', name },
      });
  });
}

/** A house rule 'Maximum N oaspeți' states the property's capacity, `guests`, and no other number. */
function capacityRuleAgrees(property: { guests: number; houseRules: string[] }, context: z.RefinementCtx): void {
  property.houseRules.forEach((rule, index) => {
    const stated = CAPACITY_RULE.exec(rule)?.[1];
    if (stated !== undefined && Number(stated) !== property.guests)
      context.addIssue({
        code: 'custom',
        message: `the house rule '${rule}' says another capacity than guests (${property.guests})`,
        path: ['houseRules', index],
        params: { rule: 'capacity-rule', guests: property.guests, stated: Number(stated), houseRule: rule },
      });
  });
}

/** The guest leaving goes before the next one arrives: check-out no later than check-in ('HH:MM' compare as text). */
function turnover(property: { checkIn: string; checkOut: string }, context: z.RefinementCtx): void {
  if (property.checkOut > property.checkIn)
    context.addIssue({
      code: 'custom',
      message: `check-out (${property.checkOut}) must be no later than check-in (${property.checkIn}), so one guest leaves before the next arrives`,
      path: ['checkOut'],
      params: { rule: 'turnover', checkIn: property.checkIn, checkOut: property.checkOut },
    });
}

/** The `pets` field gives the answer the house rule about pets gives, where a rule speaks of them. */
function petsAgree(property: { houseRules: string[]; pets?: Pets | undefined }, context: z.RefinementCtx): void {
  for (const rule of property.houseRules.filter((line) => isPetRule(line))) {
    const said = petsInRule(rule);
    if (said !== undefined && property.pets !== said)
      context.addIssue({
        code: 'custom',
        message: `the house rule '${rule}' says pets are ${said}: set pets to ${said}`,
        path: ['pets'],
        params: { rule: 'pets-agree', said, houseRule: rule },
      });
  }
}

/** A property lies within TOWN_RADIUS_KM of its town's centre, as the town's file states it. */
function nearItsTown(
  property: { location: string; latitude: number; longitude: number },
  context: z.RefinementCtx,
): void {
  const town = cityOf(property.location);
  const centre = TOWN_FILES.find((file) => file.town === town)?.centre;
  if (!centre) return;
  const distance = kilometres(property, centre);
  if (distance > TOWN_RADIUS_KM)
    context.addIssue({
      code: 'custom',
      message: `the point is ${distance.toFixed(1)} km from the centre of ${town}: a property lies within ${TOWN_RADIUS_KM} km of its town's centre (check latitude, longitude and location)`,
      path: ['latitude'],
      params: { rule: 'near-town', town, kilometres: Math.round(distance * 10) / 10 },
    });
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
