// The owners' calendars on the server, for the functions' adapters and the assistant's server half: the answer of
// /api/availability, the scheduled refresh of the feeds, and each property's published calendar.
export { keyOpens, MIN_SECRET_LENGTH } from '../calendar-key';
export { ownerCalendarText } from '../ical-export';
export { SettingsError } from '../settings';
export {
  availabilityAnswer,
  currentAvailability,
  deployedSources,
  holdersOf,
  takenByOwner,
  type AnswerSources,
} from './answer';
export type { Holder } from '../rules';
export {
  blobConfirmedStays,
  CONFIRMED_KEY,
  CONFIRMED_STORE,
  memoryConfirmedStays,
  type ConfirmedStay,
  type ConfirmedStays,
} from './confirmed';
export { AVAILABILITY_CACHE_TAG, purgeAvailabilityCache } from './cdn-cache';
export { feedSettings } from './feed-settings';
export { OWNER_CALENDARS } from './owners';
export { blobReadings } from './readings';
export { refreshFeeds } from './refresh';
