import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

// The functions import the data the build writes for them from netlify/functions/_generated. A build pointed at
// another catalogue folder (CATALOGUE_DIR, see src/content.config.ts) writes that data where FUNCTION_DATA_DIR says
// instead, so the tests read it there, beside the markdown they read from the same folder.
const functionData = process.env['CATALOGUE_DIR'] ? process.env['FUNCTION_DATA_DIR'] : undefined;

export default defineConfig({
  resolve: {
    alias: functionData
      ? [{ find: /^(?:\.\.\/)+netlify\/functions\/_generated\/(.*)$/, replacement: `${resolve(functionData)}/$1` }]
      : [],
  },
  test: {
    // Unit tests sit next to the code (the site's and the tools'); Playwright's *.spec.ts journeys in tests/e2e are not vitest's.
    include: ['src/**/*.test.ts', 'tools/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    setupFiles: ['tests/support/languages-loaded.ts'],
    // A worker per core. Vitest's own default leaves one core free, which on a 2-core machine is a single worker: the
    // suite then runs a file at a time while many of them wait on their servers, child processes and timers. Every
    // file still runs alone in its own worker (isolation stays on: the stores' tests count on fresh modules).
    maxWorkers: '100%',
  },
});
