// Speed benchmark: cold and warm build times, Lighthouse 13 (mobile preset) on the home page and three property
// pages, how fast taps answer on a throttled phone (tools/bench-interactions.ts), the refresh of the owners'
// calendars and the offline assistant's pass rate over its message corpus; medians of several runs, written to
// benchmarks/ as JSON and a markdown table.
//
//   npm run bench                          every part: the corpus, builds, serves on port 4400, 3 Lighthouse runs per
//                                          page, 5 per tap, then the refresh of 22 and 2,000 calendars
//   npm run bench -- --runs 5              more Lighthouse runs
//   npm run bench -- --taps 9              more runs per tap
//   npm run bench -- --only interactions --tap map   the taps whose name holds 'map' only; the other taps' figures
//                                          of the last run are kept
//   npm run bench -- --only assistant      some parts only (assistant, build, lighthouse, interactions, refresh,
//                                          comma-separated), the site parts over the current dist/; others are kept
//   npm run bench -- --scale 300,2000      also builds synthetic catalogues of 300 and 2,000 properties in 40 towns
//                                          (temporary): their build time and peak memory
import { spawn } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { isCardFile } from '../src/lib/card-address.ts';
import { isRecord } from '../src/lib/json.ts';
import { assistantMarkdown, benchAssistant, type AssistantFigures } from './bench-assistant.ts';
import { measureFirstSearch, measureInteractions } from './bench-interactions.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.ts';
import { refreshBenchmark, refreshMarkdown } from './bench-refresh.ts';
import { buildSyntheticCatalogue } from './synthetic-catalogue.ts';

/** The Lighthouse figures of one run; their medians use the same names. */
const METRICS = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'lcpMs',
  'fcpMs',
  'tbtMs',
  'cls',
  'speedIndexMs',
  'transferKB',
] as const;
type Audit = Record<(typeof METRICS)[number], number> & { lcpElement: string };
type Medians = Audit & { runs: number };

/** What benchmarks/latest.json holds; a part run alone keeps the others' figures from the last run. */
/** A synthetic catalogue's build: its size, its time and its memory. */
interface ScaleBuild {
  properties: number;
  towns: number;
  pages: number;
  imageService: string;
  seconds: number;
  /** The build's peak resident memory, where the machine can tell (GNU time). */
  peakMemoryMB: number | null;
}

interface Report {
  date: string;
  lighthouse: string;
  machine: string;
  pages?: { path: string; median: Medians; runs: Audit[] }[];
  interactions?: Awaited<ReturnType<typeof measureInteractions>>;
  build?: { coldSeconds: number; warmSeconds: number };
  scale?: ScaleBuild[];
  refresh?: Awaited<ReturnType<typeof refreshBenchmark>>;
  assistant?: AssistantFigures;
  /** The home page's first search, on the 22 and on each synthetic catalogue built. */
  firstSearch?: FirstSearchAt[];
}

type FirstSearchAt = { properties: number } & Awaited<ReturnType<typeof measureFirstSearch>>;

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    taps: { type: 'string', default: '5' },
    tap: { type: 'string' },
    only: { type: 'string', default: 'assistant,build,lighthouse,interactions,search,refresh' },
    scale: { type: 'string' },
    port: { type: 'string', default: '4400' },
  },
});
const runs = Number(values.runs);
const parts = new Set(values.only.split(','));
const port = Number(values.port);
// The Romanian pages, and one of each kind in English and Russian; the favourites and a comparison of three; the
// terms and the privacy notice.
const PAGES = [
  '/',
  '/constanta',
  '/apartment/1',
  '/apartment/7',
  '/apartment/22',
  '/en',
  '/ru',
  '/en/apartment/7',
  '/ru/constanta',
  '/favorite',
  '/comparare?lista=3,7,20',
  '/termeni',
  '/en/confidentialitate',
];

/** Runs a command to completion and returns its wall time in seconds. */
function timed(command: string, args: string[], env: Record<string, string> = {}): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('exit', (code) =>
      code === 0
        ? resolve((performance.now() - started) / 1000)
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

const astro = join(root, 'node_modules', 'astro', 'bin', 'astro.mjs');
const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)] ?? NaN;
const round = (value: number, digits = 0) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Builds the site twice with an empty image cache of its own: cold, then warm. */
async function buildTimes(): Promise<NonNullable<Report['build']>> {
  const cache = mkdtempSync(join(tmpdir(), 'bench-cache-'));
  try {
    const cold = await timed(process.execPath, [astro, 'build'], { ASTRO_CACHE_DIR: cache });
    const warm = await timed(process.execPath, [astro, 'build'], { ASTRO_CACHE_DIR: cache });
    return { coldSeconds: round(cold, 1), warmSeconds: round(warm, 1) };
  } finally {
    rmSync(cache, { recursive: true, force: true });
  }
}

/** The HTML pages under `folder`, however deep: not the cards alone, which are pieces of the lists. */
function htmlPages(folder: string): number {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter(
    (name) => name.endsWith('.html') && !isCardFile(name.split(sep).join('/')),
  ).length;
}

/**
 * Builds a synthetic catalogue of `count` properties in 40 towns into a temporary folder: its wall time, and the
 * build's peak memory (the largest resident set of the process, by GNU time) where the machine has it.
 */
async function scaleBuild(count: number): Promise<ScaleBuild> {
  const work = mkdtempSync(join(tmpdir(), 'bench-scale-'));
  try {
    const { catalogue, towns } = buildSyntheticCatalogue(
      join(root, 'src', 'content', 'properties'),
      join(root, 'src', 'content', 'towns'),
      work,
      count,
    );
    const env = {
      CATALOGUE_DIR: catalogue,
      TOWNS_DIR: towns,
      IMAGE_CDN: 'netlify',
      ASTRO_OUT_DIR: join(work, 'dist'),
      ASTRO_CACHE_DIR: join(work, 'cache'),
    };
    const memoryFile = join(work, 'peak-kb');
    const gnuTime = existsSync('/usr/bin/time');
    const seconds = gnuTime
      ? await timed('/usr/bin/time', ['-o', memoryFile, '-f', '%M', process.execPath, astro, 'build'], env)
      : await timed(process.execPath, [astro, 'build'], env);
    const peakKb = gnuTime ? Number(readFileSync(memoryFile, 'utf8').trim().split('\n').at(-1)) : NaN;
    if (parts.has('search')) {
      // Served as a deploy is: the build's dist/ beside the site's netlify.toml.
      copyFileSync(join(root, 'netlify.toml'), join(work, 'netlify.toml'));
      const server = await serve(work, port + 1);
      try {
        keepFirstSearch(await firstSearchAt(count, port + 1));
      } finally {
        server.kill();
      }
    }
    return {
      properties: count,
      towns: readdirSync(towns).length,
      pages: htmlPages(join(work, 'dist')),
      imageService: 'Netlify Image CDN',
      seconds: round(seconds, 1),
      peakMemoryMB: Number.isFinite(peakKb) ? round(peakKb / 1024) : null,
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Starts `npm start`'s server over the fresh build (or over `siteRoot`'s, a synthetic catalogue's, with the Image
 * CDN's transforms as Netlify serves them) on `at`, and resolves once it answers.
 */
async function serve(siteRoot?: string, at = port) {
  const server = spawn(process.execPath, [join(root, 'tools', 'serve.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(at),
      OPENAI_API_KEY: '',
      ...(siteRoot && { SITE_ROOT: siteRoot, LOCAL_IMAGES: 'on' }),
    },
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${at}/`)).ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill();
  throw new Error('the local server did not start');
}

/** The home page's first search on the site `server` serves, `properties` large, medians of the taps' runs. */
async function firstSearchAt(properties: number, at: number): Promise<FirstSearchAt> {
  const measured = await measureFirstSearch(`http://127.0.0.1:${at}`, Number(values.taps));
  console.log(`first search at ${properties}: ${JSON.stringify(measured.median)}`);
  return { properties, ...measured };
}

/** Keeps `measured` in place of the last run's figures for its catalogue size, the sizes in order. */
function keepFirstSearch(measured: FirstSearchAt): void {
  report.firstSearch = [
    ...(report.firstSearch ?? []).filter(({ properties }) => properties !== measured.properties),
    measured,
  ].sort((a, b) => a.properties - b.properties);
}

/** One Lighthouse run in a fresh browser: the four category scores and the main metrics. */
async function audit(url: string): Promise<Audit> {
  const chrome = await launch({
    ...(CHROMIUM_PATH ? { chromePath: CHROMIUM_PATH } : {}),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    // A category without a score (null) counts as 0, as Lighthouse shows it.
    const score = (id: string) => Number(lhr.categories[id]?.score) * 100;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: metric('largest-contentful-paint'),
      fcpMs: metric('first-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      speedIndexMs: metric('speed-index'),
      transferKB: metric('total-byte-weight') / 1024,
      lcpElement: lcpSnippet(lhr.audits['largest-contentful-paint-element']?.details),
    };
  } finally {
    chrome.kill();
  }
}

/** The first item of a Lighthouse details list (or of a table in one). */
const firstItem = (details: unknown): unknown =>
  isRecord(details) && Array.isArray(details['items']) ? details['items'][0] : undefined;

/** The HTML of the largest contentful paint's element: the first row of the first table of its audit's details. */
function lcpSnippet(details: unknown): string {
  const row = firstItem(firstItem(details));
  const node = isRecord(row) ? row['node'] : undefined;
  return isRecord(node) && typeof node['snippet'] === 'string' ? node['snippet'] : '';
}

/** The median of each figure over the runs of one page. */
function medians(results: Audit[]): Medians {
  const summary = Object.fromEntries(
    METRICS.map((key) => [key, round(median(results.map((result) => result[key])), key === 'cls' ? 3 : 0)]),
  );
  return {
    ...(summary as Record<(typeof METRICS)[number], number>),
    lcpElement: results[0]?.lcpElement ?? '',
    runs: results.length,
  };
}

function lighthouseTable(report: Report): string[] {
  const pages = report.pages ?? [];
  const rows = pages.map(
    ({ path, median: m }) =>
      `| ${path} | ${m.performance} | ${m.accessibility} | ${m.bestPractices} | ${m.seo} | ${(m.lcpMs / 1000).toFixed(2)} s | ${m.tbtMs} ms | ${m.cls} | ${(m.fcpMs / 1000).toFixed(2)} s | ${m.transferKB} KB |`,
  );
  return [
    `Lighthouse ${report.lighthouse}, mobile preset (simulated slow 4G, 4x CPU), median of ${pages[0]?.runs.length ?? runs} runs per page, served by \`npm start\`'s server on this machine (${report.machine}).`,
    '',
    '| Page | Performance | Accessibility | Best practices | SEO | LCP | TBT | CLS | FCP | Transfer |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
  ];
}

function interactionsTable({ interactions }: { interactions: NonNullable<Report['interactions']> }): string[] {
  const ms = (value: number | null | undefined) => (value === null || value === undefined ? '–' : `${value} ms`);
  // An interaction as INP counts it: its duration, then its input delay, processing and presentation.
  const event = (m: Record<string, number | null>, turn: 'first' | 'second') =>
    m[`${turn}Event`] === null || m[`${turn}Event`] === undefined
      ? '–'
      : `**${m[`${turn}Event`]} ms** (${m[`${turn}EventDelay`]} + ${m[`${turn}EventProcessing`]} + ${m[`${turn}EventPresentation`]})`;
  const { network, cpuSlowdown, viewport } = interactions.profile;
  return [
    `Taps on a throttled phone (${viewport.width}x${viewport.height}, touch, ${cpuSlowdown}x CPU slowdown, ${network.latency} ms round trip, ` +
      `${Math.round((network.downloadThroughput * 8) / 1024 / 102.4) / 10} Mbps down), the page loaded and idle ${interactions.idleMs / 1000} s; median of ${interactions.runs} visitors. ` +
      "Event Timing is the browser's own measure of the interaction (the one INP reports): from the input to the next frame " +
      'presented after its handlers, as input delay + processing + presentation. "To the frame" is the page\'s own timer, ' +
      "from the touch (a swipe: from the finger's lift) to the first animation frame in which the answer is laid out; " +
      '"filled" is when the dialog\'s content (calendar, message box) is there too.',
    '',
    '| Tap | Event Timing, first | Event Timing, again | To the frame, first | First, filled | To the frame, again | Again, filled |',
    '|---|---|---|---|---|---|---|',
    ...interactions.taps.map(
      ({ tap, median: m, missing }) =>
        `| ${tap}${missing ? ' (its button is not on the page)' : ''} | ${event(m, 'first')} | ${event(m, 'second')} | ${ms(m['first'])} | ${ms(m['firstFilled'])} | ${ms(m['second'])} | ${ms(m['secondFilled'])} |`,
    ),
  ];
}

function firstSearchTable(rows: FirstSearchAt[]): string[] {
  const ms = (value: number | null | undefined) => (value === null || value === undefined ? '–' : `${value} ms`);
  const { network, cpuSlowdown } = rows[0]!.profile;
  return [
    `The home page's first search, on the same throttled phone (${cpuSlowdown}x CPU, ${network.latency} ms round trip): the page loaded and idle, ` +
      `${rows[0]!.town} and three nights chosen in the search bar, then 'Căutați'; median of ${rows[0]!.runs} visitors. ` +
      "Results: from the touch on 'Căutați' to the first frame whose list is the search's; totals: to the first frame " +
      "where a listed card states the stay's total. Fetched: all the search brought, photos aside, from the first touch of " +
      'the search bar (its code, its index and the cards the page was built without), as compressed on the wire. Next page: ' +
      "from the touch on 'Mai multe rezultate', scrolled to and left in view a second as a reader reaches it, to the first frame that " +
      'announces its cards shown.',
    '',
    '| Properties | Results | Totals | Event Timing of the tap | Fetched | Requests | Cards fetched | Next page | Its tap by Event Timing |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      ({ properties, median: m }) =>
        `| ${properties} | ${ms(m['results'])} | ${ms(m['totals'])} | ${ms(m['event'])} | ${m['kilobytes']} KB | ${m['requests']} | ${m['cards']} | ${ms(m['more'])} | ${ms(m['moreEvent'])} |`,
    ),
  ];
}

function markdown(report: Report): string {
  const lines = [`# Benchmark (${report.date})`, ''];
  if (report.pages?.length) lines.push(...lighthouseTable(report), '');
  if (report.interactions) lines.push(...interactionsTable({ interactions: report.interactions }), '');
  if (report.firstSearch?.length) lines.push(...firstSearchTable(report.firstSearch), '');
  if (report.build)
    lines.push(`Build: cold ${report.build.coldSeconds} s (empty image cache), warm ${report.build.warmSeconds} s.`);
  for (const scale of report.scale ?? [])
    lines.push(
      '',
      `Scale: ${scale.properties} synthetic properties in ${scale.towns} towns (${scale.pages} pages, images through the ${scale.imageService}) built in ${scale.seconds} s, peak memory ${scale.peakMemoryMB ?? '?'} MB.`,
    );
  if (report.refresh) lines.push('', ...refreshMarkdown(report.refresh));
  if (report.assistant) lines.push('', ...assistantMarkdown(report.assistant));
  return `${lines.join('\n')}\n`;
}

const { default: lighthousePackage } = await import('lighthouse/package.json', { with: { type: 'json' } });
const os = await import('node:os');
const latest = join(root, 'benchmarks', 'latest.json');
// A part run alone replaces its own figures and keeps the others of the last full run.
// benchmarks/latest.json is this script's own output, so it is read as the report it wrote.
const previous: Partial<Report> = existsSync(latest) ? JSON.parse(readFileSync(latest, 'utf8')) : {};
const report: Report = {
  ...previous,
  // Scale figures are a list since they came in two sizes; a single one from before is replaced at the next --scale.
  scale: Array.isArray(previous.scale) ? previous.scale : [],
  date: new Date().toISOString().slice(0, 10),
  lighthouse: lighthousePackage.version,
  machine: `${os.cpus().length} cores, Node ${process.version}`,
};
if (parts.has('assistant')) {
  report.assistant = await benchAssistant(root);
  console.log(assistantMarkdown(report.assistant).join('\n'));
}
if (parts.has('build')) {
  report.build = await buildTimes();
  console.log(`build: cold ${report.build.coldSeconds} s, warm ${report.build.warmSeconds} s`);
}
const site = ['lighthouse', 'interactions', 'search'].some((part) => parts.has(part));
const server = site ? await serve() : undefined;
try {
  if (parts.has('lighthouse')) {
    report.pages = [];
    for (const path of PAGES) {
      const results: Audit[] = [];
      for (let run = 0; run < runs; run++) results.push(await audit(`http://127.0.0.1:${port}${path}`));
      const m = medians(results);
      report.pages.push({ path, median: m, runs: results });
      console.log(
        `${path}: performance ${m.performance}, LCP ${m.lcpMs} ms, FCP ${m.fcpMs} ms, TBT ${m.tbtMs} ms, CLS ${m.cls}`,
      );
    }
  }
  if (parts.has('interactions')) {
    const measured = await measureInteractions(`http://127.0.0.1:${port}`, Number(values.taps), values.tap);
    // Some taps only: they replace their own rows of the last run, in its order, and come after it when new.
    const kept = values.tap ? (previous.interactions?.taps ?? []) : [];
    const taps = [
      ...kept.map((row) => measured.taps.find(({ tap }) => tap === row.tap) ?? row),
      ...measured.taps.filter(({ tap }) => !kept.some((row) => row.tap === tap)),
    ];
    report.interactions = { ...measured, taps };
  }
  if (parts.has('search')) {
    const shipped = readdirSync(join(root, 'src', 'content', 'properties')).filter((name) => name.endsWith('.md'));
    keepFirstSearch(await firstSearchAt(shipped.length, port));
  }
} finally {
  server?.kill();
}
if (parts.has('refresh')) report.refresh = await refreshBenchmark();
if (values.scale) {
  report.scale = [];
  for (const count of values.scale.split(',').map(Number)) {
    const scale = await scaleBuild(count);
    report.scale.push(scale);
    console.log(`scale: ${scale.properties} properties in ${scale.seconds} s, ${scale.peakMemoryMB ?? '?'} MB`);
  }
}
mkdirSync(join(root, 'benchmarks'), { recursive: true });
writeFileSync(latest, `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(join(root, 'benchmarks', 'latest.md'), markdown(report));
console.log(markdown(report));
