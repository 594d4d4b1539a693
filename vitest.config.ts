import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Unit tests sit next to the code; Playwright's *.spec.ts journeys in tests/e2e are not vitest's.
    include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
  },
});
