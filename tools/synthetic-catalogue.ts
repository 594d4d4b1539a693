// Writes a synthetic catalogue for the scale benchmark: `count` markdown files made from the real ones
// (cycled, with new ids and titles), all pointing at copies of the real photos. Never committed.
import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Builds the catalogue in `target` from the real one in `source`; returns `target`. */
export function buildSyntheticCatalogue(source: string, target: string, count: number): string {
  mkdirSync(target, { recursive: true });
  const originals = readdirSync(source)
    .filter((name) => /^\d+\.md$/.test(name))
    .map((name) => ({ id: name.replace('.md', ''), text: readFileSync(join(source, name), 'utf8') }));
  for (const { id } of originals) cpSync(join(source, id), join(target, `photos-${id}`), { recursive: true });
  for (let n = 1; n <= count; n++) {
    const original = originals[(n - 1) % originals.length];
    if (!original) throw new Error(`${source} holds no property file to copy`);
    const { id, text } = original;
    const synthetic = text
      .replace(/^title: (.*)$/m, (_, title) => `title: ${title} (${n})`)
      .replaceAll(`./${id}/`, `./photos-${id}/`);
    writeFileSync(join(target, `${n}.md`), synthetic);
  }
  return target;
}
