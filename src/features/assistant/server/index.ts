// The assistant on the server, for the functions' adapters: /api/ai-chat's handler over the configured responder
// (the model or the offline assistant), and what /api/ai-status reports.
export { catalogueWithAvailability } from './availability';
export { CATALOGUE } from './built-catalogue';
export { OFFLINE_PROVIDER, readConfig } from './config';
export { createChatHandler } from './handler';
export { responderFor } from './responder';
export { createStatusHandler } from './status';
