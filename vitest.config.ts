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
  },
});
