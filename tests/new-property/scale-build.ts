// The synthetic catalogue of 300 properties in 40 towns (tools/synthetic-catalogue.ts), built once per state of the
// sources: `npm test`'s scale check (scale.test.ts) builds it and checks its pages, and leaves the build, stamped with
// the sources it was made from, for the browser journey over it (tests/e2e/scale.spec.ts), which builds it itself when
// the stamp does not match the sources as they are now (a journey run alone, or after an edit).
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { dirname, join } from 'node:path';
import { CatalogueCopy, repo, tail } from './catalogue-copy';

export const SCALE_PROPERTIES = 300;
export const SCALE_TOWNS = 40;
/** Where the build is kept between the two: beside the build's own caches, never committed (SCALE_SITE names another
    place, for two checkouts that share their packages). */
export const SCALE_SITE = process.env['SCALE_SITE'] || join(repo, 'node_modules', '.cache', 'scale-catalogue');
const STAMP = join(SCALE_SITE, 'sources.stamp');

/**
 * What the sources are now: the commit, the changes over it and the files git does not track yet (their names and
 * sizes). Without git every call differs, so the build is never reused.
 */
function sourcesStamp(): string {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, maxBuffer: 256 * 1024 * 1024 });
  try {
    const untracked = git('ls-files', '--others', '--exclude-standard', '-z')
      .toString()
      .split('\0')
      .filter(Boolean)
      .map((file) => `${file}:${statSync(join(repo, file)).size}`);
    return createHash('sha256')
      .update(git('rev-parse', 'HEAD'))
      .update(git('diff', 'HEAD', '--binary'))
      .update(untracked.join('\n'))
      .digest('hex');
  } catch {
    return `unstamped ${Date.now()} ${Math.random()}`;
  }
}

/**
 * Builds the synthetic catalogue into SCALE_SITE (its netlify.toml beside its dist/, so tools/serve.ts serves it);
 * `keep()` then stamps it for reuse, `discard()` removes it.
 */
export async function buildScaleSite(): Promise<{ copy: CatalogueCopy; keep: () => void; discard: () => void }> {
  const stamp = sourcesStamp();
  const copy = new CatalogueCopy('scale', { synthetic: SCALE_PROPERTIES, at: SCALE_SITE });
  const build = await copy.build();
  if (!build.ok) {
    copy.dispose();
    throw new Error(`the synthetic catalogue did not build:\n${tail(build.output)}`);
  }
  copyFileSync(join(repo, 'netlify.toml'), join(SCALE_SITE, 'netlify.toml'));
  return {
    copy,
    keep: () => {
      copy.dispose({ keep: true });
      writeFileSync(STAMP, stamp);
    },
    discard: () => copy.dispose(),
  };
}

const LOCK = `${SCALE_SITE}.lock`;
/** A lock older than this was left by a run that was stopped: the build it guarded is over. */
const STALE_LOCK_MS = 20 * 60_000;

/** Runs `task` while no other process does (the journeys of both widths may start at once), then lets the next in. */
async function exclusively<T>(task: () => Promise<T>): Promise<T> {
  mkdirSync(dirname(LOCK), { recursive: true });
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch {
      if (Date.now() - statSync(LOCK, { throwIfNoEntry: false })!.mtimeMs > STALE_LOCK_MS)
        rmSync(LOCK, { force: true, recursive: true });
      await new Promise((done) => setTimeout(done, 1000));
    }
  }
  try {
    return await task();
  } finally {
    rmSync(LOCK, { force: true, recursive: true });
  }
}

/** The folder of a build of the synthetic catalogue made from the sources as they are: the one kept, or a new one. */
export function scaleSite(): Promise<string> {
  return exclusively(async () => {
    if (!existsSync(STAMP) || readFileSync(STAMP, 'utf8') !== sourcesStamp()) (await buildScaleSite()).keep();
    return SCALE_SITE;
  });
}
