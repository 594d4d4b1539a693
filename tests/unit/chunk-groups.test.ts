// The build's chunk groups (astro.config.mjs) name the modules they gather by their paths: a module that moves or is
// renamed silently leaves its group, and the pages pay for it in requests and import wrappers, not in an error. Each
// group must still gather a module of each kind its pattern names. And a group gathers whatever any page takes from its
// modules into one chunk the public pages load, so the content editor's browser code takes nothing from them.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../../astro.config.mjs';

const repo = resolve(import.meta.dirname, '../..');
const files = execFileSync('git', ['ls-files', 'src'], { cwd: repo, encoding: 'utf8' })
  .split('\n')
  .map((file) => `${repo}/${file}`);
const output = config.vite?.build?.rolldownOptions?.output;
const configured =
  (output && !Array.isArray(output) && typeof output.codeSplitting === 'object' && output.codeSplitting.groups) || [];
const groups = configured.flatMap(({ name, test }) =>
  typeof name === 'string' && test instanceof RegExp ? [{ name, test }] : [],
);

describe("the build's chunk groups", () => {
  it('are there', () => {
    expect(groups.map(({ name }) => name)).toEqual(['react', 'shared', 'swipe', 'texts-ro', 'texts-en', 'texts-ru']);
  });

  it.each([
    [
      'shared',
      [
        'src/lib/stay.ts',
        'src/lib/dates.ts',
        'src/lib/json.ts',
        'src/lib/nights.ts',
        'src/lib/languages.ts',
        'src/stores/search.ts',
        'src/browser/idle.ts',
        'src/browser/idle-prefetch.ts',
        'src/browser/list-position.ts',
        'src/browser/scroll-restore.ts',
        'src/i18n/fill.ts',
        'src/dialogs/modal.ts',
        'src/features/shortlist/list.ts',
        'src/features/shortlist/store.ts',
        'src/features/shortlist/hearts.ts',
      ],
    ],
    [
      'swipe',
      [
        'src/components/islands/useSwipe.ts',
        'src/components/islands/CardCarousel.tsx',
        'src/components/islands/ArrowButton.tsx',
        'src/components/islands/Slide.tsx',
        'src/components/islands/useCarousel.ts',
        'src/components/ui/icons.tsx',
        'src/components/ui/button-variants.ts',
      ],
    ],
    ['texts-ro', ['src/i18n/ro.ts']],
    ['texts-en', ['src/i18n/en.ts']],
    ['texts-ru', ['src/i18n/ru.ts']],
  ])('%s gathers the modules it is for, which exist', (name, modules) => {
    const group = groups.find((candidate) => candidate.name === name)!;
    const gathered = files.filter((file) => group.test.test(file)).map((file) => file.slice(repo.length + 1));
    expect(gathered.sort()).toEqual([...modules].sort());
  });

  it('shared gathers nanostores, which every store and the hearts stand on', () => {
    const group = groups.find((candidate) => candidate.name === 'shared')!;
    expect(group.test.test(`${repo}/node_modules/nanostores/atom/index.js`)).toBe(true);
  });

  it('react gathers React, ReactDOM and the scheduler', () => {
    const group = groups.find((candidate) => candidate.name === 'react')!;
    for (const name of ['react', 'react-dom', 'scheduler'])
      expect(group.test.test(`${repo}/node_modules/${name}/index.js`), name).toBe(true);
  });
});

/** The modules of `src/` that `entry` loads in the browser: its value imports, followed; type-only imports left out. */
function browserGraph(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const code = readFileSync(entry, 'utf8');
  for (const [, specifier] of code.matchAll(/^import\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?'(\.[^']+)'/gm)) {
    const target = resolve(dirname(entry), specifier!);
    const file = [target, `${target}.ts`, `${target}.tsx`].find(
      (candidate) => existsSync(candidate) && candidate.includes('.'),
    );
    if (file) browserGraph(file, seen);
  }
  return seen;
}

describe("the content editor's browser code", () => {
  const graph = [...browserGraph(`${repo}/src/features/editor/admin.ts`)];

  it('is followed from its entry', () => {
    expect(graph.map((file) => file.slice(repo.length + 1))).toEqual(
      expect.arrayContaining(['src/features/editor/admin.ts', 'src/features/editor/property-file.ts']),
    );
  });

  it("takes nothing from a chunk group's modules, which the public pages would then carry", () => {
    const taken = graph.filter((file) => groups.some(({ test }) => test.test(file)));
    expect(taken.map((file) => file.slice(repo.length + 1))).toEqual([]);
  });
});
