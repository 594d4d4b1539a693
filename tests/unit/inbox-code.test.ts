// The owner's inbox loads its code at /admin/cereri only: no public page names its files, not even among those it
// fetches when idle, so a guest's phone never downloads it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { INBOX_PAGE, isOwnerPage, pageAddress } from '../../src/lib/page-address';
import { TOKEN_KEY } from '../../src/features/requests/inbox/session';

const dist = resolve(import.meta.dirname, '..', '..', process.env['ASTRO_OUT_DIR'] ?? 'dist');
const built = existsSync(join(dist, 'index.html'));

function* htmlFiles(folder: string): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith('.html')) yield path;
  }
}

describe.runIf(built)("the inbox's code", () => {
  const assets = join(dist, '_astro');
  // The inbox's own chunk: the one that keeps the owner's token.
  const inbox = readdirSync(assets).filter(
    (file) => file.endsWith('.js') && readFileSync(join(assets, file), 'utf8').includes(TOKEN_KEY),
  );

  it('is a chunk of its own', () => {
    expect(inbox.length).toBeGreaterThan(0);
  });

  it('is named by no public page, nor by the files a public page loads first or when idle', () => {
    const named: string[] = [];
    for (const file of htmlFiles(dist)) {
      const address = pageAddress(relative(dist, file));
      if (isOwnerPage(address)) continue;
      const html = readFileSync(file, 'utf8');
      for (const chunk of inbox) if (html.includes(chunk)) named.push(`${address} names ${chunk}`);
    }
    expect(named).toEqual([]);
  });

  it(`is reached from ${INBOX_PAGE}'s own script`, () => {
    const page = readFileSync(join(dist, `${INBOX_PAGE.slice(1)}.html`), 'utf8');
    const scripts = [...page.matchAll(/\/_astro\/[\w.-]+\.js/g)].map(([path]) => path.slice('/_astro/'.length));
    const seen = new Set<string>();
    const reach = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const [, next] of readFileSync(join(assets, file), 'utf8').matchAll(/["'`/]([\w.-]+\.js)["'`]/g))
        if (next && existsSync(join(assets, next))) reach(next);
    };
    for (const script of scripts) reach(script);
    expect(inbox.every((chunk) => seen.has(chunk))).toBe(true);
  });
});
