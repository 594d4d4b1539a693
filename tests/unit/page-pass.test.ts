// The build's one pass over its finished pages (src/integrations/page-pass.ts): each page handed through every step
// in order, written once and only when a step changed it.
import { mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import pagePass, { type PageStep } from '../../src/integrations/page-pass';

/** Runs the pass's build hook over `dist`, with a logger that keeps what each step says. */
async function run(steps: PageStep[], dist: string): Promise<string[]> {
  const said: string[] = [];
  const logger = { fork: (label: string) => ({ info: (message: string) => said.push(`${label}: ${message}`) }) };
  const hook = pagePass('test-pass', steps).hooks['astro:build:done'];
  await hook?.({ dir: pathToFileURL(`${dist}/`), logger } as never);
  return said;
}

describe('the pass over the built pages', () => {
  it('hands each page through the steps in their order, and writes only the pages a step changed', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'page-pass-'));
    mkdirSync(join(dist, 'en'));
    writeFileSync(join(dist, 'index.html'), '<p>ro</p>');
    writeFileSync(join(dist, 'en', 'index.html'), '<p>en</p>');
    writeFileSync(join(dist, 'en', 'untouched.html'), '<p>same</p>');
    const untouched = statSync(join(dist, 'en', 'untouched.html')).mtimeMs;
    const started: string[] = [];
    const seen: string[] = [];
    const said = await run(
      [
        {
          name: 'first',
          start: (folder) => started.push(folder),
          page: (html) => html.replace('ro</p>', 'ro</p><i>1</i>').replace('en</p>', 'en</p><i>1</i>'),
          done: (logger) => logger.info('done first'),
        },
        {
          name: 'second',
          page: async (html, file) => {
            seen.push(html);
            return file.endsWith('untouched.html') ? html : html.replace('<i>1</i>', '<i>1</i><b>2</b>');
          },
          done: async (logger) => logger.info('done second'),
        },
      ],
      dist,
    );
    expect(started).toEqual([`${dist}/`]);
    // The second step sees the first one's page.
    expect(seen).toContain('<p>ro</p><i>1</i>');
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toBe('<p>ro</p><i>1</i><b>2</b>');
    expect(readFileSync(join(dist, 'en', 'index.html'), 'utf8')).toBe('<p>en</p><i>1</i><b>2</b>');
    expect(statSync(join(dist, 'en', 'untouched.html')).mtimeMs).toBe(untouched);
    expect(said).toEqual(['first: done first', 'second: done second']);
  });

  it('stops the build when a step finds a page it cannot pass', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'page-pass-'));
    writeFileSync(join(dist, 'index.html'), '<p>x</p>');
    const failing: PageStep = {
      name: 'check',
      page: (html) => html,
      done: () => {
        throw new Error('no page has the script');
      },
    };
    await expect(run([failing], dist)).rejects.toThrow('no page has the script');
  });
});
