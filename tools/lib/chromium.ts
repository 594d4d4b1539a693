// The Chromium that the browser tests and the benchmarks start, and how: written once, so the browser the
// benchmarks measure is the one the journeys test.
import { existsSync } from 'node:fs';

const named = process.env['CHROMIUM_PATH'] ?? process.env['CHROME_PATH'] ?? '/usr/bin/chromium';

/**
 * Debian's Chromium, or the one CHROMIUM_PATH (or CHROME_PATH, the name Lighthouse's launcher reads) names; undefined
 * when that file is missing, and then each launcher starts the browser it finds itself (Playwright its own download).
 */
export const CHROMIUM_PATH: string | undefined = existsSync(named) ? named : undefined;

/**
 * The flags it starts with: no sandbox (Chromium refuses to start as root with one), no GPU, no QUIC, no first-run
 * screens, and none of the browser's own traffic (component updates, sync, background requests).
 */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
