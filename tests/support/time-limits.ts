// A journey's time limit follows from what it does, measured on an idle 2-core machine and multiplied by how much
// slower a busy one runs it. CI runs two journeys at once beside four servers, on the machine that also builds and runs
// the other checks: there a conversation's turns, a quarter of a second each when idle, have been seen at 2.5 s.
// A journey that repeats a step (once per turn of a conversation, per property of the catalogue) gets the time of a
// journey plus an allowance per repetition, so its limit grows with what it does instead of being outgrown.

/** How many times slower than on an idle machine a journey may run before it counts as stuck. */
const BUSY = 10;

/** A journey that opens a page or two and takes a few steps: up to 5 s on an idle machine (the config's default). */
export const JOURNEY_MS = 5_000 * BUSY;

/** One turn of a conversation with the offline assistant: a message sent, answered and shown (0.2-0.3 s idle). */
export const TURN_MS = 300 * BUSY;

/**
 * A turn the model never answers, on the journeys' model site: its call given up after OPENAI_TIMEOUT_MS (1.5 s,
 * playwright.config.ts) and once more after a retry, whatever the machine's load, then one offline turn. Idle, 3 s.
 */
export const MODEL_GIVEN_UP_MS = 2 * 1_500 + TURN_MS;

/**
 * The booking wizard opened from a card of a page just loaded: its frame at once, its content once its code, texts and
 * the property's data are fetched and it has rendered (1.1-1.5 s idle, 0.3-0.5 s once the page's idle prefetch is done).
 */
export const WIZARD_OPEN_MS = 1_500 * BUSY;

/** One card of the home page looked over: a few locators inside it (0.15-0.25 s idle). */
export const CARD_MS = 250 * BUSY;

/** One property opened from its card: the home page loaded, the card clicked, its page loaded (0.7-0.8 s idle). */
export const VISIT_MS = 800 * BUSY;

/** The limit of a journey that repeats a step of `stepMs` `times`, beside what it does once. */
export function repeatedJourneyLimit(times: number, stepMs: number): number {
  return JOURNEY_MS + times * stepMs;
}

/** The site built from a copy of the catalogue with a property or two changed: about 30 s on an idle machine. */
export const COPY_BUILD_MS = 30_000 * BUSY;
