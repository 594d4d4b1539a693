import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The new-property test builds the site and runs the unit suite on a copy of the catalogue, each as a child process:
// it runs on its own (npm run test:new-property), after the main build whose image transforms it reuses, rather than
// inside the unit suite it runs.
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['tests/new-property/*.test.ts'],
    // One copy's build at a time: each sets the project's .astro/ aside while it builds (catalogue-copy.ts).
    fileParallelism: false,
    // A cold build of every photo takes about a minute on a small machine, the suite about as long: the limits only
    // stop a hung child, they time nothing.
    testTimeout: 10 * 60_000,
    hookTimeout: 60_000,
  },
});
