// A copy of the catalogue in a temporary folder, and the site built from it, for a test that adds or changes a
// property without touching the repository's catalogue, dist/ or the functions' generated data. The build (and any
// other script of the project) runs as a child process pointed at the copy (CATALOGUE_DIR, FUNCTION_DATA_DIR,
// ASTRO_OUT_DIR, ASTRO_CACHE_DIR). The new-property test (an editor following the README) and the editor's journey
// (an editor using /admin) both build through it.
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { buildSyntheticCatalogue } from '../../tools/synthetic-catalogue';

const run = promisify(execFile);
export const repo = resolve(import.meta.dirname, '..', '..');
export const shippedCatalogue = join(repo, 'src', 'content', 'properties');
const shippedTowns = join(repo, 'src', 'content', 'towns');
// The build's own cache, whose image transforms the copy reuses: only the new photos are transformed.
const sharedCache = join(repo, 'node_modules', '.astro');
// Astro writes the collection's generated modules into the project's .astro/ whatever catalogue it builds; they are put
// back afterwards, so the project is left as the copy found it.
const dotAstro = join(repo, '.astro');

/** What vitest adds to a test's environment: the build and the suite below start from the environment without it. */
const VITEST_ENVIRONMENT = [
  'TEST',
  'VITEST',
  'VITEST_MODE',
  'VITEST_POOL_ID',
  'VITEST_WORKER_ID',
  'NODE_ENV',
  'FORCE_TTY',
  'BASE_URL',
  'MODE',
  'DEV',
  'PROD',
  'SSR',
];

/** The last lines of a process's output, for a failure message. */
export const tail = (output: string) => output.split('\n').slice(-60).join('\n');

export class CatalogueCopy {
  readonly work: string;
  readonly folders: {
    catalogue: string;
    towns: string;
    functionData: string;
    dist: string;
    cache: string;
    dotAstro: string;
  };
  /** A synthetic catalogue's photos go through the Netlify Image CDN, as the scale benchmark's: none is built. */
  readonly synthetic: boolean;

  /**
   * A copy of the shipped catalogue (or, with `synthetic`, a synthetic catalogue of that many properties in 40 towns,
   * tools/synthetic-catalogue.ts), with the build's image cache and the project's .astro/ set aside.
   */
  constructor(prefix: string, { synthetic, at }: { synthetic?: number; at?: string } = {}) {
    // `at`: a folder of its own, emptied first, which the copy keeps when disposed with `keep` (the scale build).
    if (at) {
      rmSync(at, { recursive: true, force: true });
      mkdirSync(at, { recursive: true });
    }
    this.work = at ?? mkdtempSync(join(tmpdir(), `${prefix}-`));
    this.synthetic = synthetic !== undefined;
    this.folders = {
      catalogue: join(this.work, 'properties'),
      towns: synthetic === undefined ? shippedTowns : join(this.work, 'towns'),
      functionData: join(this.work, 'functions'),
      dist: join(this.work, 'dist'),
      cache: join(this.work, 'cache'),
      dotAstro: join(this.work, 'dot-astro'),
    };
    if (synthetic === undefined) cpSync(shippedCatalogue, this.folders.catalogue, { recursive: true });
    else buildSyntheticCatalogue(shippedCatalogue, shippedTowns, this.work, synthetic);
    if (!this.synthetic && existsSync(join(sharedCache, 'assets')))
      cpSync(join(sharedCache, 'assets'), join(this.folders.cache, 'assets'), { recursive: true });
    if (existsSync(dotAstro)) cpSync(dotAstro, this.folders.dotAstro, { recursive: true });
  }

  /** The environment of the build and the suite: the copy's catalogue, functions' data, build and cache. */
  environment(): NodeJS.ProcessEnv {
    const inherited = Object.entries(process.env).filter(([name]) => !VITEST_ENVIRONMENT.includes(name));
    return {
      ...Object.fromEntries(inherited),
      CATALOGUE_DIR: this.folders.catalogue,
      TOWNS_DIR: this.folders.towns,
      ...(this.synthetic ? { IMAGE_CDN: 'netlify' } : {}),
      FUNCTION_DATA_DIR: this.folders.functionData,
      ASTRO_OUT_DIR: this.folders.dist,
      ASTRO_CACHE_DIR: this.folders.cache,
      NO_COLOR: '1',
    };
  }

  /**
   * Runs a Node script of the project against the copy, with `settings` added to its environment; its exit status and
   * everything it printed.
   */
  async run(
    script: string,
    args: string[],
    settings: Record<string, string> = {},
  ): Promise<{ ok: boolean; output: string }> {
    try {
      const { stdout, stderr } = await run(process.execPath, [join(repo, script), ...args], {
        cwd: repo,
        env: { ...this.environment(), ...settings },
        maxBuffer: 64 * 1024 * 1024,
      });
      return { ok: true, output: stdout + stderr };
    } catch (error) {
      const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
      return { ok: false, output: stdout + stderr };
    }
  }

  /** Builds the site from the copy, with `settings` (PUBLIC_MAP_TILES_URL…) as a deploy's environment would set them. */
  build(settings: Record<string, string> = {}): Promise<{ ok: boolean; output: string }> {
    return this.run('node_modules/astro/bin/astro.mjs', ['build'], settings);
  }

  /** Puts the project's .astro/ back as it was and removes the copy (or, with `keep`, leaves its build to serve). */
  dispose({ keep = false } = {}): void {
    rmSync(dotAstro, { recursive: true, force: true });
    if (existsSync(this.folders.dotAstro)) cpSync(this.folders.dotAstro, dotAstro, { recursive: true });
    if (!keep) rmSync(this.work, { recursive: true, force: true });
  }
}
