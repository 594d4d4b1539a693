import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Unit tests sit next to the code (the site's and the tools'); Playwright's *.spec.ts journeys in tests/e2e are not vitest's.
    include: ['src/**/*.test.ts', 'tools/**/*.test.ts', 'tests/unit/**/*.test.ts'],
  },
});
