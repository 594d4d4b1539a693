// The build's chunk groups (astro.config.mjs) name the modules they gather by their paths: a module that moves or is
// renamed silently leaves its group, and the pages pay for it in requests and import wrappers, not in an error. Each
// group must still gather a module of each kind its pattern names.
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
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
    expect(groups.map(({ name }) => name)).toEqual(['react', 'stay', 'helpers']);
  });

  it.each([
    ['stay', ['src/lib/stay.ts', 'src/lib/dates.ts', 'src/lib/json.ts', 'src/lib/nights.ts']],
    [
      'helpers',
      ['src/browser/idle.ts', 'src/browser/idle-prefetch.ts', 'src/browser/list-position.ts', 'src/i18n/fill.ts'],
    ],
  ])('%s gathers the modules it is for, which exist', (name, modules) => {
    const group = groups.find((candidate) => candidate.name === name)!;
    const gathered = files.filter((file) => group.test.test(file)).map((file) => file.slice(repo.length + 1));
    expect(gathered.sort()).toEqual([...modules].sort());
  });

  it('react gathers React, ReactDOM and the scheduler', () => {
    const group = groups.find((candidate) => candidate.name === 'react')!;
    for (const name of ['react', 'react-dom', 'scheduler'])
      expect(group.test.test(`${repo}/node_modules/${name}/index.js`), name).toBe(true);
  });
});
