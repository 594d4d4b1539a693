// Every island keeps the presses made before it has hydrated through the `client:pressable` directive
// (src/browser/pressable-island.ts): the first-paint script leaves an island's buttons to it, so an island started by
// another directive would drop them. The browser journeys (tests/e2e/pressable-islands.spec.ts) prove the presses are
// made again and that each island hydrates when it did before.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PressableWhen } from '../../src/browser/pressable-island';
import { PRESSABLE_DIRECTIVE } from '../../src/integrations/pressable-islands';

const repo = resolve(import.meta.dirname, '..', '..');
const MOMENTS: PressableWhen[] = ['visible', 'idle'];

/** The .astro files under `dir`. */
function astroFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return astroFiles(path);
    return entry.name.endsWith('.astro') ? [path] : [];
  });
}

describe('the islands', () => {
  it('are all written with client:pressable, hydrating when visible or when idle', () => {
    const directives = astroFiles(join(repo, 'src')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bclient:([\w-]+)(?:=(?:"([^"]*)"|\{[^}]*\}))?/g)].map(
        ([written, name, value]) => ({ where: `${relative(repo, file)}: ${written}`, name, value }),
      ),
    );
    expect(directives.length, 'the site has islands').toBeGreaterThan(0);
    for (const { where, name, value } of directives) {
      expect(name, `${where} would drop the presses made before it hydrates`).toBe(PRESSABLE_DIRECTIVE);
      expect(MOMENTS, where).toContain(value);
    }
  });
});
