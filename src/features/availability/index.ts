// The owners' calendars, for the pages and the other features: which nights each property is taken (the direct
// bookings in its markdown and its platforms' iCal feeds), fetched by the browser when a calendar or a filter needs
// them. The server half (the refresh, the answer, the published calendar) has its own entry, server/index.ts.
export { type AvailabilityAnswer, type Holder, type PropertyAvailability, propertyAvailability } from './rules';
export { $availability, type AvailabilityState, needAvailability, nightsOf, type PropertyNights } from './store';
