// Writes a synthetic catalogue for the scale benchmark and the scale test: `count` markdown files made from the real
// ones (cycled, with new ids, titles and towns, every other field as the real file has it, prices and pets among them,
// their English and Russian texts beside them), all pointing at copies of the real photos, spread over `towns` towns
// the way an agency's are (a few large towns, many small ones), each town with its page's words and its centre, each
// property moved with its town (as far from the new town's centre as it was from its own). Never committed.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { COAST_BOUNDS, COORDINATE_DECIMALS, cityOf, type Point, townSlug } from '../src/lib/catalogue-rules.ts';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../src/lib/languages.ts';

/** The languages a property's texts are translated into, each in a folder beside its file. */
const TRANSLATED = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);

/** Towns of the coast and of Dobrogea, after the catalogue's own three: as many as a synthetic catalogue asks for. */
const MORE_TOWNS = [
  'Mamaia',
  'Eforie Nord',
  'Costinești',
  'Mangalia',
  'Năvodari',
  'Neptun',
  'Olimp',
  'Vama Veche',
  '2 Mai',
  'Techirghiol',
  'Jupiter',
  'Venus',
  'Saturn',
  'Cap Aurora',
  'Agigea',
  'Tuzla',
  'Lumina',
  'Ovidiu',
  'Corbu',
  'Sulina',
  'Sfântu Gheorghe',
  'Jurilovca',
  'Murighiol',
  'Tulcea',
  'Crișan',
  'Mahmudia',
  'Babadag',
  'Enisala',
  'Istria',
  'Săcele',
  'Limanu',
  'Albești',
  'Cumpăna',
  'Valu lui Traian',
  'Medgidia',
  'Cernavodă',
  'Hârșova',
];

/** Where a synthetic catalogue was written: its property files and its towns' files. */
export interface SyntheticCatalogue {
  catalogue: string;
  towns: string;
}

/**
 * How many of `count` properties each of `towns` towns holds: by the town's rank, as 1/rank (the first town the
 * largest), each at least one, the shares rounded so they add up to `count`.
 */
export function townShares(count: number, towns: number): number[] {
  const weights = Array.from({ length: towns }, (_, rank) => 1 / (rank + 1));
  const sum = weights.reduce((total, weight) => total + weight, 0);
  const exact = weights.map((weight) => 1 + ((count - towns) * weight) / sum);
  const shares = exact.map(Math.floor);
  const left = count - shares.reduce((total, share) => total + share, 0);
  const byRemainder = exact
    .map((value, index) => [value - Math.floor(value), index] as const)
    .sort((a, b) => b[0] - a[0]);
  for (const [, index] of byRemainder.slice(0, left)) shares[index] = (shares[index] ?? 0) + 1;
  return shares;
}

/** The town of each property 1..count, the towns' shares interleaved so that every town's properties spread over ids. */
function townOrder(shares: number[]): number[] {
  return shares
    .flatMap((share, town) => Array.from({ length: share }, (_, k) => ({ town, key: (k + 0.5) / share })))
    .sort((a, b) => a.key - b.key || a.town - b.town)
    .map(({ town }) => town);
}

/**
 * The town of each of `count` properties 1..count in a synthetic catalogue of `towns` towns, its own towns
 * (`ownTowns`, the real catalogue's) first: as buildSyntheticCatalogue places them, for tests that make one in memory.
 */
export function syntheticTowns(count: number, ownTowns: readonly string[], towns = 40): string[] {
  const names = [...ownTowns, ...MORE_TOWNS.filter((name) => !ownTowns.includes(name))].slice(0, towns);
  if (names.length < towns) throw new Error(`a synthetic catalogue has at most ${names.length} towns`);
  return townOrder(townShares(count, names.length)).map((town) => names[town]!);
}

/** A synthetic town's page words, in every language the site serves. */
/** The synthetic towns in Tulcea county (the Danube delta and around it); the others are in Constanța county. */
const IN_TULCEA = new Set([
  'Sulina',
  'Sfântu Gheorghe',
  'Jurilovca',
  'Murighiol',
  'Tulcea',
  'Crișan',
  'Mahmudia',
  'Babadag',
  'Enisala',
]);

/** A synthetic town's introduction in `language`: a few plain sentences, as long as a town's introduction is. */
function townIntro(name: string, language: (typeof LANGUAGES)[number]): string {
  const sentences = {
    ro: [
      `${name} este o localitate a catalogului de probă, cu proprietățile ei și cu paginile lor.`,
      'Plaja se află la câteva minute de mers pe jos de centru, iar faleza are terase, magazine mici și o alee pentru plimbări seara.',
      'Vara vin familii cu copii și grupuri de prieteni, iar în afara sezonului localitatea e liniștită și se vizitează ușor pe jos.',
    ],
    en: [
      `${name} is a town of the sample catalogue, with its properties and their pages.`,
      'The beach is a few minutes on foot from the centre, and the seafront has terraces, small shops and a path for evening walks.',
      'In summer families with children and groups of friends come, and out of season the town is quiet and easy to see on foot.',
    ],
    ru: [
      `${name}: город пробного каталога, с его объектами и их страницами.`,
      'Пляж в нескольких минутах ходьбы от центра, а на набережной есть террасы, небольшие магазины и дорожка для вечерних прогулок.',
      'Летом сюда приезжают семьи с детьми и компании друзей, а вне сезона здесь тихо и всё легко обойти пешком.',
    ],
  }[language];
  return `${sentences.join(' ')} ${sentences[1]}`;
}

function townFile(name: string, centre: Point): string {
  const words = Object.fromEntries(
    LANGUAGES.map((language) => {
      const title = { ro: `Cazare în ${name}`, en: `Places to stay in ${name}`, ru: `Жильё: ${name}` }[language];
      const intro = townIntro(name, language);
      return [language, language === DEFAULT_LANGUAGE ? { title, intro } : { name, title, intro }];
    }),
  );
  const county = IN_TULCEA.has(name) ? 'Tulcea' : 'Constanța';
  return `---\n${stringify({ town: name, county, centre, ...words })}---\n`;
}

/** The town and its centre a town's file states (the tool runs under Node alone, without the site's readers). */
function townAndCentre(text: string): { town: string; centre?: Point } {
  const front = (parse(/^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '') ?? {}) as {
    town?: string;
    centre?: Point;
  };
  return { town: String(front.town ?? ''), ...(front.centre ? { centre: front.centre } : {}) };
}

/** A coordinate as a file writes it: at most COORDINATE_DECIMALS decimals. */
const rounded = (value: number) => Number(value.toFixed(COORDINATE_DECIMALS));

/**
 * The centre of the synthetic town at `rank` of `towns`: the towns spread from south to north along the coast's box,
 * far enough inside it that a property a few kilometres from the centre stays on the coast.
 */
function syntheticCentre(rank: number, towns: number): Point {
  const south = COAST_BOUNDS.south + 0.05;
  const north = COAST_BOUNDS.north - 0.1;
  return { latitude: rounded(south + ((north - south) * rank) / Math.max(1, towns - 1)), longitude: 28.64 };
}

/**
 * Builds the catalogue in `work` (a `properties` and a `towns` folder) from the real one in `source` and its towns'
 * files in `sourceTowns`: `count` properties over `towns` towns (the real three first, at most 40).
 */
export function buildSyntheticCatalogue(
  source: string,
  sourceTowns: string,
  work: string,
  count: number,
  towns = 40,
): SyntheticCatalogue {
  const target = { catalogue: join(work, 'properties'), towns: join(work, 'towns') };
  mkdirSync(target.towns, { recursive: true });
  const originals = readdirSync(source)
    .filter((name) => /^\d+\.md$/.test(name))
    .map((name) => ({ id: name.replace('.md', ''), text: readFileSync(join(source, name), 'utf8') }));
  if (originals.length === 0) throw new Error(`${source} holds no property file to copy`);
  const ownTowns = [...new Set(originals.map(({ text }) => cityOf(/^location: (.*)$/m.exec(text)?.[1] ?? '')))];
  const placed = syntheticTowns(count, ownTowns, towns);
  const ownCentres = new Map(
    readdirSync(sourceTowns)
      .filter((name) => name.endsWith('.md'))
      .map((name) => townAndCentre(readFileSync(join(sourceTowns, name), 'utf8')))
      .map(({ town, centre }) => [town, centre]),
  );
  const centres = new Map<string, Point>();
  [...new Set(placed)].forEach((name, rank) => {
    const own = join(sourceTowns, `${townSlug(name)}.md`);
    const centre = ownCentres.get(name) ?? syntheticCentre(rank, towns);
    centres.set(name, centre);
    writeFileSync(
      join(target.towns, `${townSlug(name)}.md`),
      existsSync(own) ? readFileSync(own, 'utf8') : townFile(name, centre),
    );
  });
  for (const language of TRANSLATED) mkdirSync(join(target.catalogue, language), { recursive: true });
  for (const { id } of originals) cpSync(join(source, id), join(target.catalogue, `photos-${id}`), { recursive: true });
  for (let n = 1; n <= count; n++) {
    const { id, text } = originals[(n - 1) % originals.length]!;
    const town = placed[n - 1]!;
    const ownTown = cityOf(/^location: (.*)$/m.exec(text)?.[1] ?? '');
    const retitle = (title: string) => `${title.replaceAll(ownTown, town)} (${n})`;
    // The property keeps its place relative to its town's centre, in its new town.
    const from = ownCentres.get(ownTown);
    const to = centres.get(town);
    const moved = (axis: keyof Point) => (_: string, value: string) =>
      `${axis}: ${from && to ? rounded(Number(value) - from[axis] + to[axis]) : value}`;
    const synthetic = text
      .replace(/^title: (.*)$/m, (_, title: string) => `title: ${retitle(title)}`)
      .replace(/^location: .*$/m, `location: ${town}, România`)
      .replace(/^latitude: (.*)$/m, moved('latitude'))
      .replace(/^longitude: (.*)$/m, moved('longitude'))
      .replaceAll(`./${id}/`, `./photos-${id}/`);
    writeFileSync(join(target.catalogue, `${n}.md`), synthetic);
    for (const language of TRANSLATED) {
      const translation = join(source, language, `${id}.md`);
      if (!existsSync(translation)) continue;
      const translated = readFileSync(translation, 'utf8').replace(
        /^title: (.*)$/m,
        (_, title: string) => `title: ${retitle(title)}`,
      );
      writeFileSync(join(target.catalogue, language, `${n}.md`), translated);
    }
  }
  return target;
}
