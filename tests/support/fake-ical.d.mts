/** How long /feeds/slow.ics takes to answer. */
export const SLOW_MS: number;
/** The nights each feed takes, as [first, after] offsets in days from today. */
export const FEED_NIGHTS: { airbnb: [number, number][]; booking: [number, number][] };
export const MALFORMED_FEED: string;
export function airbnbFeed(today?: Date): string;
export function bookingFeed(today?: Date): string;
export function syntheticFeed(n: number, today?: Date): string;

export interface FakeIcal {
  /** The fake's origin, e.g. http://127.0.0.1:4413. */
  url: string;
  /** The paths asked for, in order. */
  requests: string[];
  close(): Promise<void>;
}

export function startFakeIcal(port?: number): Promise<FakeIcal>;
