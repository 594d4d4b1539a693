// Draws what a catalogue lists and lacks: every photo a property file lists that does not exist yet (every listed
// photo, when forced) is drawn as SVG and written as a JPEG at its path. A file already there is never touched
// unless forced: the tool cannot tell a real photo from one it drew, so it only ever fills gaps.
import { access, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { drawIllustration, sceneName } from './illustration.ts';
import { readPropertyPhotos } from './property-photos.ts';
import type { SceneHints } from './scenes/scene.ts';

/** Where the catalogue lives under a project's root. */
export const PROPERTIES_FOLDER = path.join('src', 'content', 'properties');

export interface GenerateOptions {
  /** The project whose catalogue is read and written. */
  root: string;
  /** Redraws every listed photo, even one already there. */
  force: boolean;
}

export interface GenerateSummary {
  written: number;
  /** Listed photos left as they were, because a file was there. */
  kept: number;
  /** Property files that could not be read. */
  failed: number;
  bytes: number;
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** Draws the missing (or, forced, all) listed photos of `root`'s catalogue, reporting each on the console. */
export async function generateIllustrations({ root, force }: GenerateOptions): Promise<GenerateSummary> {
  const folder = path.join(root, PROPERTIES_FOLDER);
  const files = (await readdir(folder))
    .filter((name) => name.endsWith('.md'))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  const summary: GenerateSummary = { written: 0, kept: 0, failed: 0, bytes: 0 };
  const jobs: { file: string; hints: SceneHints }[] = [];
  for (const name of files) {
    const propertyFile = path.join(folder, name);
    let property: ReturnType<typeof readPropertyPhotos>;
    try {
      property = readPropertyPhotos(await readFile(propertyFile, 'utf8'), path.relative(root, propertyFile));
    } catch (error) {
      console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
      summary.failed++;
      continue;
    }
    const { photos, ...shared } = property;
    for (const { src, alt } of photos) {
      const file = path.resolve(folder, src);
      if (!force && (await exists(file))) summary.kept++;
      else jobs.push({ file, hints: { ...shared, alt } });
    }
  }
  const draw = async ({ file, hints }: (typeof jobs)[number]) => {
    const shown = path.relative(root, file);
    const { svg, known } = drawIllustration(path.relative(folder, file), hints);
    if (!known) console.warn(`warning: ${shown}: unknown scene "${sceneName(file)}", drawing a generic seaside view`);
    const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 80, mozjpeg: true, progressive: true }).toBuffer();
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, jpeg);
    summary.written++;
    summary.bytes += jpeg.length;
    console.log(`wrote ${shown} (${Math.round(jpeg.length / 1024)} KB, ${known ? sceneName(file) : 'generic'})`);
  };
  // A few pictures at a time: librsvg draws each one on a single core.
  const queue = [...jobs];
  const workers = Math.min(4, availableParallelism());
  await Promise.all(
    Array.from({ length: workers }, async () => {
      for (let job = queue.shift(); job; job = queue.shift()) await draw(job);
    }),
  );
  return summary;
}
