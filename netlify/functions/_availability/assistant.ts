// The assistant's catalogue with the owners' calendars attached, for one conversation turn: its search then leaves
// out properties taken on the asked nights and its booking refuses them. Without readable calendars it answers
// as before, from the catalogue alone.
import type { AssistantProperty } from '../../../src/lib/assistant/catalogue';
import { withTakenNights } from '../../../src/lib/assistant/availability';
import { availabilityAnswer } from './answer';
import { OWNER_CALENDARS } from './owners';
import { blobReadings } from './readings';
import { feedSettings } from './settings';

/** `catalogue` with each property's taken nights now; the catalogue as it is when they cannot be read. */
export async function catalogueWithAvailability(catalogue: readonly AssistantProperty[]): Promise<AssistantProperty[]> {
  try {
    const { feeds } = feedSettings();
    return withTakenNights(
      catalogue,
      await availabilityAnswer({ owners: OWNER_CALENDARS, feeds, store: blobReadings(), now: new Date() }),
    );
  } catch (error) {
    console.warn(
      `availability: the assistant answers without the owners' calendars: ${error instanceof Error ? error.message : String(error)}`,
    );
    return [...catalogue];
  }
}
