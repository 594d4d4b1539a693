import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// The journeys run against the server `npm start` runs (scripts/serve.mjs over dist/), on its own port.
const port = Number(process.env.E2E_PORT ?? 4329);
const baseURL = `http://127.0.0.1:${port}`;

// Debian's Chromium where present (Playwright's own browser download is not available everywhere).
const systemChromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const executablePath = existsSync(systemChromium) ? systemChromium : undefined;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
      // The whole suite on desktop; on the phone the journeys whose layout differs there.
      grep: /@phone/,
    },
  ],
  webServer: {
    command: 'node scripts/serve.mjs',
    url: baseURL,
    env: { PORT: String(port) },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
