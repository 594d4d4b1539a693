// Booking requests recorded by the site: the rules a request keeps (its contact details, its reference, its status and
// how long it is kept), shared by the wizard, the server and the owner's inbox, and the browser's side of sending one.
export { CONTACT_LIMITS, type ContactProblem, contactProblem, isBlank, withoutBrokenCharacters } from './contact';
export { isReference, newReference, type RandomFill, REFERENCE_PATTERN } from './reference';
export {
  keptUntil,
  type OwnerRequest,
  type RequestDraft,
  type RequestRecord,
  type RequestStatus,
  STATUS_CHANGES,
  type StoredStatus,
  statusOn,
} from './rules';
export {
  keptRequests,
  OUTBOX_KEY,
  type OutgoingRequest,
  REQUESTS_PATH,
  type SendResult,
  sendKeptRequests,
  sendRequest,
} from './outbox';

/** The owner's inbox, started by its page. */
export const startInboxPage = (host: HTMLElement): Promise<void> =>
  import('./inbox/mount').then(({ mountInbox }) => mountInbox(host));
