import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** Every built page under `dir`: the paths of its `.html` files, folder by folder. */
export async function* htmlFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith('.html')) yield path;
  }
}
