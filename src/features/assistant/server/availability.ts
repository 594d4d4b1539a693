// The assistant's catalogue with the owners' calendars attached, for one conversation turn: its search then leaves
// out properties taken on the asked nights and its booking refuses them. Without readable calendars it answers
// as before, from the catalogue alone.
import { currentAvailability } from '../../availability/server';
import { withTakenNights } from '../search/availability';
import type { AssistantProperty } from '../search/catalogue';

/** `catalogue` with each property's taken nights now; the catalogue as it is when they cannot be read. */
export async function catalogueWithAvailability(catalogue: readonly AssistantProperty[]): Promise<AssistantProperty[]> {
  try {
    return withTakenNights(catalogue, await currentAvailability());
  } catch (error) {
    console.warn(
      `availability: the assistant answers without the owners' calendars: ${error instanceof Error ? error.message : String(error)}`,
    );
    return [...catalogue];
  }
}
