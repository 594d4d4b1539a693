// The assistant's catalogue with the owners' calendars attached, for one conversation turn: its search then leaves
// out properties taken on the asked nights and its booking refuses them. Without readable calendars it answers
// as before, from the catalogue alone.
import { currentAvailability } from '../../availability/server';
import { withTakenNights } from '../search/availability';
import type { AssistantProperty } from '../search/catalogue';
import { within } from './within';

/**
 * The longest an answer waits for the owners' calendars, in milliseconds: a store slower than this (under a flood)
 * leaves the answer to the catalogue alone rather than keep the visitor waiting.
 */
export const AVAILABILITY_WAIT_MS = 2_000;

/**
 * `catalogue` with each property's taken nights now; the catalogue as it is when they cannot be read within
 * `waitMs`.
 */
export async function catalogueWithAvailability(
  catalogue: readonly AssistantProperty[],
  waitMs = AVAILABILITY_WAIT_MS,
): Promise<AssistantProperty[]> {
  try {
    const late = () => {
      throw new Error(`no answer from the store within ${waitMs} ms`);
    };
    return withTakenNights(catalogue, await within(currentAvailability(), waitMs, late));
  } catch (error) {
    console.warn(
      `availability: the assistant answers without the owners' calendars: ${error instanceof Error ? error.message : String(error)}`,
    );
    return [...catalogue];
  }
}
