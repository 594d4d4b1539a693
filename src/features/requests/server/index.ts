// The requests on the server, for the functions' adapters: /api/requests and the schedule that looks after them.
export { AVAILABILITY_CACHE_TAG } from '../../availability/server';
export { deployedMaintenance, deployedRequests } from './deployed';
export { githubSettings, GITHUB_API } from './github';
export { createRequestsHandler, type RequestContext, type RequestsSetup } from './handler';
export { DEFAULT_LIMITS, readLimits, type RequestLimits } from './limits';
export { maintainRequests } from './maintenance';
export { notificationOf, webhookSettings } from './notify';
export { blobRequests, forgetCountsBefore, REQUESTS_STORE } from './store';
export type { BookableProperty } from './validate';
