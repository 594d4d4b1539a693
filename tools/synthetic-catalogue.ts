// Writes a synthetic catalogue for the scale benchmark and the scale test: `count` markdown files made from the real
// ones (cycled, with new ids, titles and towns, every other field as the real file has it, prices and pets among them,
// their English and Russian texts beside them), all pointing at copies of the real photos, spread over `towns` towns
// the way an agency's are (a few large towns, many small ones), each town with its page's words. Never committed.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { cityOf, townSlug } from '../src/lib/catalogue-rules.ts';
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

function townFile(name: string): string {
  const words = Object.fromEntries(
    LANGUAGES.map((language) => {
      const title = { ro: `Cazare în ${name}`, en: `Places to stay in ${name}`, ru: `Жильё: ${name}` }[language];
      const intro = {
        ro: `${name}, o localitate a catalogului de probă, cu proprietățile ei.`,
        en: `${name}, a town of the sample catalogue, with its properties.`,
        ru: `${name}: город пробного каталога и его объекты.`,
      }[language];
      return [language, language === DEFAULT_LANGUAGE ? { title, intro } : { name, title, intro }];
    }),
  );
  const county = IN_TULCEA.has(name) ? 'Tulcea' : 'Constanța';
  return `---\n${stringify({ town: name, county, ...words })}---\n`;
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
  for (const name of new Set(placed)) {
    const own = join(sourceTowns, `${townSlug(name)}.md`);
    writeFileSync(
      join(target.towns, `${townSlug(name)}.md`),
      existsSync(own) ? readFileSync(own, 'utf8') : townFile(name),
    );
  }
  for (const language of TRANSLATED) mkdirSync(join(target.catalogue, language), { recursive: true });
  for (const { id } of originals) cpSync(join(source, id), join(target.catalogue, `photos-${id}`), { recursive: true });
  for (let n = 1; n <= count; n++) {
    const { id, text } = originals[(n - 1) % originals.length]!;
    const town = placed[n - 1]!;
    const ownTown = cityOf(/^location: (.*)$/m.exec(text)?.[1] ?? '');
    const retitle = (title: string) => `${title.replaceAll(ownTown, town)} (${n})`;
    const synthetic = text
      .replace(/^title: (.*)$/m, (_, title: string) => `title: ${retitle(title)}`)
      .replace(/^location: .*$/m, `location: ${town}, România`)
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
