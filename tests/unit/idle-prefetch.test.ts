// The build's list of files a page fetches once idle (src/integrations/idle-prefetch.ts), on a small built site.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chunkReader, idlePrefetchFiles } from '../../src/integrations/idle-prefetch';

/** A built site: the launcher imports a helper and loads the dialog on demand, which imports React and the helper. */
function site(): string {
  const dist = mkdtempSync(join(tmpdir(), 'idle-prefetch-'));
  mkdirSync(join(dist, '_astro'));
  const files: Record<string, string> = {
    'launcher.js': 'import{h}from"./helpers.js";const load=()=>import("./mount.js");',
    'helpers.js': 'export const h=1;',
    'mount.js': 'import{r}from"./react.js";import{h}from"./helpers.js";export const m=r+h;',
    'react.js': 'export const r=1;',
    'island.js': 'import{r}from"./react.js";const later=()=>import("./calendar.js");',
    'calendar.js': 'export const c=1;',
    'dialog.js': 'const texts={ro:()=>import("./texts-ro.js"),en:()=>import("./texts-en.js")};',
    'texts-ro.js': 'import{n}from"./nouns.js";export const ro=n;',
    'texts-en.js': 'export const en=1;',
    'nouns.js': 'export const n=1;',
    'dialogs.js': 'const load=()=>import("./dialog.js");',
  };
  for (const [name, code] of Object.entries(files)) writeFileSync(join(dist, '_astro', name), code);
  return dist;
}

describe('the files a page fetches once idle', () => {
  const dist = site();

  it('are those of the code the named scripts load on demand, less what the page loads anyway', async () => {
    const html = '<script type="text/plain" data-module-after-paint="/_astro/launcher.js"></script>';
    expect(await idlePrefetchFiles(dist, html, [/launcher/])).toEqual({
      // Each after what it imports, so that they can be run in that order.
      files: ['/_astro/react.js', '/_astro/mount.js'],
      matched: [/launcher/],
    });
    // With an island that loads React with the page, React is not fetched again.
    const withIsland = `${html}<astro-island component-url="/_astro/island.js"></astro-island>`;
    expect((await idlePrefetchFiles(dist, withIsland, [/launcher/])).files).toEqual(['/_astro/mount.js']);
  });

  it('leave out what other scripts load on demand, and say which patterns matched nothing', async () => {
    const html =
      '<script type="module" src="/_astro/launcher.js"></script><astro-island component-url="/_astro/island.js">';
    expect(await idlePrefetchFiles(dist, html, [/island/, /missing/])).toEqual({
      files: ['/_astro/calendar.js'],
      matched: [/island/],
    });
  });

  it("add, of what that code loads on demand, what the page needs of its own: its language's texts, not the others'", async () => {
    const html = '<html lang="ro"><script type="module" src="/_astro/dialogs.js"></script>';
    const forPage = (page: string) => new RegExp(`/texts-${/lang="(\w+)"/.exec(page)?.[1]}\\.js$`);
    expect((await idlePrefetchFiles(dist, html, [/dialogs/], forPage)).files).toEqual([
      '/_astro/dialog.js',
      '/_astro/nouns.js',
      '/_astro/texts-ro.js',
    ]);
    expect((await idlePrefetchFiles(dist, html, [/dialogs/])).files).toEqual(['/_astro/dialog.js']);
  });

  it('come from chunks read once for the whole build, however many pages name them', async () => {
    const copy = site();
    const chunks = chunkReader(copy);
    const html = '<script type="text/plain" data-module-after-paint="/_astro/launcher.js"></script>';
    const first = await idlePrefetchFiles(copy, html, [/launcher/], undefined, chunks);
    // The next page's list is the same though the chunks are gone: they were not read again.
    rmSync(join(copy, '_astro'), { recursive: true });
    expect(await idlePrefetchFiles(copy, html, [/launcher/], undefined, chunks)).toEqual(first);
    expect(first.files).toEqual(['/_astro/react.js', '/_astro/mount.js']);
  });
});
