// A property whose English text is incomplete, and one with no Russian file at all, on a copy of the catalogue: the
// site still builds, says which file lacks what, and shows neither property in that language. It has no page there,
// no card on that language's lists, no alternate from its other pages, no place in the sitemap, and nothing leads to
// the missing page. It never shows Romanian text at an English or Russian address. The build runs as a child process
// pointed at the copy, never over the repository's catalogue or dist/ (catalogue-copy.ts).
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogueCopy, tail } from './catalogue-copy';

const INCOMPLETE = { id: '7', language: 'en' } as const;
const MISSING = { id: '3', language: 'ru' } as const;

let copy: CatalogueCopy;
let build: { ok: boolean; output: string };
const page = (path: string) => readFileSync(join(copy.folders.dist, path), 'utf8');
/** The hreflang codes of a page's head. */
const alternates = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hreflang="([\w-]+)"/g)].map((match) => match[1]);

beforeAll(async () => {
  copy = new CatalogueCopy('incomplete-translation');
  // The English file of property 7 loses its last house rule; the Russian file of property 3 is not there.
  const english = join(copy.folders.catalogue, INCOMPLETE.language, `${INCOMPLETE.id}.md`);
  const text = readFileSync(english, 'utf8');
  const rules = /^houseRules:\n((?: {2}- .*\n)+)/m.exec(text)!;
  const kept = rules[1]!.split('\n').filter(Boolean).slice(0, -1);
  writeFileSync(english, text.replace(rules[0], `houseRules:\n${kept.join('\n')}\n`));
  rmSync(join(copy.folders.catalogue, MISSING.language, `${MISSING.id}.md`));
  build = await copy.build();
});

afterAll(() => copy?.dispose());

describe('a property whose translation is incomplete or missing', () => {
  it('leaves the build going, and the build names the file and what it lacks', () => {
    expect(build.ok, tail(build.output)).toBe(true);
    expect(build.output).toMatch(/en\/7\.md is incomplete, so property 7 has no en page:\s+houseRules: \d+ rules for/);
    expect(build.output).toMatch(/ru\/3\.md is missing: property 3 has no ru page/);
  });

  it('has no page in that language, and keeps its pages in the others', () => {
    expect(existsSync(join(copy.folders.dist, 'en', 'apartment', '7.html'))).toBe(false);
    expect(existsSync(join(copy.folders.dist, 'ru', 'apartment', '3.html'))).toBe(false);
    expect(existsSync(join(copy.folders.dist, 'ru', 'apartment', '7.html'))).toBe(true);
    expect(existsSync(join(copy.folders.dist, 'en', 'apartment', '3.html'))).toBe(true);
  });

  it('is named in no alternate of its other pages, and offered in no language it lacks', () => {
    expect(alternates(page('apartment/7.html'))).toEqual(['ro', 'ru', 'x-default']);
    expect(alternates(page('ru/apartment/7.html'))).toEqual(['ro', 'ru', 'x-default']);
    expect(alternates(page('apartment/3.html'))).toEqual(['ro', 'en', 'x-default']);
    // The language switcher of its Romanian page offers Русский only.
    expect(page('apartment/7.html')).not.toContain('href="/en/apartment/7"');
    expect(page('apartment/7.html')).toContain('href="/ru/apartment/7"');
  });

  it('is off that language’s lists and sitemap, and nothing there leads to it', () => {
    for (const file of ['en.html', 'en/eforie-sud.html'])
      expect(page(file), file).not.toMatch(/\/en\/apartment\/7"|"id":"7"/);
    // The dialogs have no English data of it, and have its Russian.
    expect(existsSync(join(copy.folders.dist, 'en/dialog-properties/7.json'))).toBe(false);
    expect(page('ru/dialog-properties/7.json')).toContain('"id":"7"');
    expect(page('ru.html')).not.toContain('/ru/apartment/3"');
    expect(page('en.html')).toContain('/en/apartment/8"');
    const sitemap = page('sitemap-0.xml');
    expect(sitemap).not.toContain('/en/apartment/7<');
    expect(sitemap).not.toContain('/en/apartment/7"');
    expect(sitemap).toContain('/ru/apartment/7<');
  });
});
