// The direction of imports (README, "Folders"): pages → features → shared. A feature is one folder under
// src/features; another feature reaches it only through its entry (index.ts, or server/index.ts for its server half);
// nothing shared imports a feature or a page; nothing deployed imports the tooling (tools/) or the tests; and no files
// import each other, however long the way round (two that need each other are one file, or what they share moves below
// both). A type-only import counts: it is a dependency all the same.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = resolve(import.meta.dirname, '../..');

/** Folders (and files) whose code is shared: they import only each other. */
const SHARED = [
  'src/lib/',
  'src/i18n/',
  'src/schemas/',
  'src/stores/',
  'src/server/',
  'src/data/',
  'src/browser/',
  'src/dialogs/',
  'src/components/ui/',
  'src/styles/',
  'src/assets/',
  'src/config.ts',
  'src/business.ts',
  // What the build writes for the functions (src/loaders/function-data.ts).
  'netlify/functions/_generated/',
];
const FEATURE = /^src\/features\/([^/]+)\//;
const isTest = (file: string) => /\.(test|spec)\.tsx?$/.test(file) || /(^|\/)fixtures\//.test(file);
const isShared = (file: string) => SHARED.some((place) => file.startsWith(place));
const isServer = (file: string) => /\/server\//.test(file) || file.startsWith('netlify/');
const isEntry = (file: string) => /^src\/features\/[^/]+\/(server\/)?index\.ts$/.test(file);

/** What is wrong with one import of `from` (a repository path) of `to`, or null. */
function importProblem(from: string, to: string): string | null {
  if (isTest(from)) return null;
  if (to.startsWith('tools/') || to.startsWith('tests/')) return 'deployed code imports the tooling or the tests';
  const toFeature = FEATURE.exec(to)?.[1];
  if (isShared(from) && !isShared(to)) return 'shared code imports a feature or a page';
  const fromFeature = FEATURE.exec(from)?.[1];
  if (fromFeature) {
    if (toFeature && toFeature !== fromFeature && !isEntry(to)) return "a feature imports another's insides";
    if (!toFeature && !isShared(to)) return 'a feature imports a page or its parts';
  }
  if (isServer(to) && !isServer(from)) return 'browser code imports a server half';
  return null;
}

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)(['"])(\.{1,2}\/[^'"]+)\1/gm;
const CANDIDATES = ['', '.ts', '.tsx', '/index.ts'];

/** The repository files `file` imports by a relative path. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(repo, file), 'utf8');
  return [...text.matchAll(SPECIFIER)].flatMap(([, , specifier]) => {
    const base = resolve(repo, dirname(file), specifier!.replace(/\?.*$/, ''));
    const found = CANDIDATES.map((ending) => base + ending).find((path) => existsSync(path) && statSync(path).isFile());
    return found ? [relative(repo, found)] : [];
  });
}

const sources = execFileSync('git', ['ls-files', '-co', '--exclude-standard', 'src', 'netlify'], {
  cwd: repo,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => /\.(ts|tsx|astro|mjs)$/.test(file) && existsSync(join(repo, file)));

/**
 * The circles of `imports` (each file's imports): every group of two or more files each reached from every other by
 * following imports, and every file that imports itself, each group sorted, the groups sorted by their first file.
 * Tarjan's strongly connected components.
 */
function importCircles(imports: ReadonlyMap<string, readonly string[]>): string[][] {
  const order = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string) => {
    order.set(file, order.size);
    lowest.set(file, order.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of imports.get(file) ?? []) {
      if (!order.has(next)) {
        visit(next);
        lowest.set(file, Math.min(lowest.get(file)!, lowest.get(next)!));
      } else if (onStack.has(next)) lowest.set(file, Math.min(lowest.get(file)!, order.get(next)!));
    }
    if (lowest.get(file) !== order.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || imports.get(file)?.includes(file)) circles.push(group.sort());
  };
  for (const file of imports.keys()) if (!order.has(file)) visit(file);
  return circles.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

describe('the direction of imports', () => {
  it('refuses each kind of wrong import', () => {
    expect(importProblem('src/lib/stay.ts', 'src/features/availability/index.ts')).toMatch(/shared code/);
    expect(importProblem('src/features/booking/store.ts', 'src/features/availability/store.ts')).toMatch(/insides/);
    expect(importProblem('src/features/booking/store.ts', 'src/components/PropertyCard.astro')).toMatch(/a page/);
    expect(importProblem('netlify/functions/calendar.ts', 'tools/lib/random.ts')).toMatch(/tooling/);
    expect(importProblem('src/features/booking/store.ts', 'src/features/availability/server/index.ts')).toMatch(
      /server half/,
    );
    expect(importProblem('src/features/booking/store.ts', 'src/features/availability/index.ts')).toBeNull();
    expect(
      importProblem('src/features/assistant/server/availability.ts', 'src/features/availability/server/index.ts'),
    ).toBeNull();
    expect(importProblem('src/pages/index.astro', 'src/features/booking/launcher.ts')).toBeNull();
  });

  it('holds over the whole tree', () => {
    expect(sources.length).toBeGreaterThan(100);
    const problems = sources.flatMap((file) =>
      importsOf(file).flatMap((target) => {
        const problem = importProblem(file, target);
        return problem ? [`${file} → ${target}: ${problem}`] : [];
      }),
    );
    expect(problems).toEqual([]);
  });
});

describe('imports without circles', () => {
  it('finds every circle, however long, and nothing else', () => {
    const fixture = new Map<string, string[]>([
      // a → b → c → a: a circle of three; d imports it without being in it.
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts', 'e.ts']],
      ['d.ts', ['a.ts']],
      // e and f need each other; g imports itself.
      ['e.ts', ['f.ts']],
      ['f.ts', ['e.ts']],
      ['g.ts', ['g.ts']],
      ['h.ts', []],
    ]);
    expect(importCircles(fixture)).toEqual([['a.ts', 'b.ts', 'c.ts'], ['e.ts', 'f.ts'], ['g.ts']]);
    expect(
      importCircles(
        new Map([
          ['a.ts', ['b.ts']],
          ['b.ts', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('holds over the whole tree, the tests and fixtures aside', () => {
    const deployed = sources.filter((file) => !isTest(file));
    const imports = new Map(deployed.map((file) => [file, importsOf(file)]));
    expect(importCircles(imports)).toEqual([]);
  });
});
