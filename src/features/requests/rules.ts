// What a booking request is once the site records it: what the guest sent, its reference, its status and the
// history of that status, and how long it is kept. Pure: the wizard, the server and the owner's inbox share it.
import { REQUEST_RETENTION_DAYS } from '../../business';
import type { IsoDay } from '../../lib/dates';
import { addDays } from '../../lib/day-numbers';
import { isRecord } from '../../lib/json';
import { isLanguage, type Language } from '../../lib/languages';
import type { Holder } from '../availability';
import { isPartySize } from '../../lib/stay';
import { CONTACT_LIMITS, contactProblem, withoutBrokenCharacters } from './contact';
import { isReference } from './reference';

/** The statuses a request is stored with: new until the owner confirms, declines or cancels it. */
export const STORED_STATUSES = ['new', 'confirmed', 'declined', 'cancelled'] as const;
export type StoredStatus = (typeof STORED_STATUSES)[number];

/** What the inbox shows: a new request whose check-in has come without an answer has expired. */
export type RequestStatus = StoredStatus | 'expired';

/** The changes the owner can make, from each status: a new request is answered, a confirmed one cancelled. */
export const STATUS_CHANGES: Readonly<Record<StoredStatus, readonly StoredStatus[]>> = {
  new: ['confirmed', 'declined', 'cancelled'],
  confirmed: ['cancelled'],
  declined: [],
  cancelled: [],
};

/** A request as the guest's browser sends it (`POST /api/requests`). */
export interface RequestDraft {
  /** The reference the guest's browser drew for it, which its WhatsApp message already carries; none from others. */
  reference?: string | undefined;
  propertyId: string;
  checkIn: IsoDay;
  checkOut: IsoDay;
  guests: number;
  name: string;
  phone: string;
  /** The language of the page it was sent from, which the owner's answer is written in. */
  language: Language;
  /** The total the guest was shown, in lei; null for a property without prices. */
  total: number | null;
}

/** One status the request has had, and when it took it (an ISO instant). */
export interface StatusChange {
  status: StoredStatus;
  at: string;
}

/** Whether the owner has been told of the request, and how the tries went. */
export interface Notification {
  state: 'pending' | 'sent' | 'failed' | 'off';
  attempts: number;
  /** When the last try was made (ISO instant). */
  at?: string | undefined;
  lastError?: string | undefined;
}

/** The request's stay as written in the property's file in the repository, once a confirmation committed it. */
export interface CommittedStay {
  /** The commit that added the stay, or that removed it again on a cancellation. */
  sha: string;
  at: string;
  removed: boolean;
}

/** A request as the site keeps it. */
export interface RequestRecord extends Omit<RequestDraft, 'reference' | 'total'> {
  reference: string;
  /** When it came (ISO instant). */
  createdAt: string;
  status: StoredStatus;
  history: StatusChange[];
  /** The property's title when it came, as the guest saw it in Romanian. */
  title: string;
  /** The total the site's price rule gives for the stay, in lei; null for a property without prices. */
  total: number | null;
  /** What the guest's page said the total was, kept when it differs from `total` (never trusted). */
  totalSeen?: number | null | undefined;
  notification: Notification;
  /** The stay's commit to the property's file; absent until a confirmation wrote it. */
  committed?: CommittedStay | undefined;
  /** Why the last write to the repository failed, while it has not succeeded since. */
  commitError?: string | undefined;
  /** Drawn by the call that wrote the request, so that a call whose write went through unseen knows it as its own. */
  receipt?: string | undefined;
}

/** Why a request's body cannot be read: the field at fault and what is wrong with it. */
export interface DraftProblem {
  field: keyof RequestDraft | 'body';
  message: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The largest total a request may name, in lei: far beyond any stay of a month at the dearest property. */
const MAX_TOTAL = 10_000_000;

/** Reads a request's body as a guest's browser sends it, or says which field is wrong. Texts are trimmed. */
export function readDraft(body: unknown): { draft: RequestDraft } | { problem: DraftProblem } {
  const problem = (field: DraftProblem['field'], message: string) => ({ problem: { field, message } });
  if (!isRecord(body)) return problem('body', 'The body must be a JSON object.');
  const { reference, propertyId, checkIn, checkOut, guests, name, phone, language, total } = body;
  if (reference !== undefined && !isReference(reference))
    return problem('reference', 'A reference is three letters or digits, a hyphen and three digits.');
  if (typeof propertyId !== 'string' || !/^\d{1,6}$/.test(propertyId))
    return problem('propertyId', 'propertyId must be a property id (digits).');
  if (typeof checkIn !== 'string' || !DAY.test(checkIn)) return problem('checkIn', 'checkIn must be a yyyy-MM-dd day.');
  if (typeof checkOut !== 'string' || !DAY.test(checkOut))
    return problem('checkOut', 'checkOut must be a yyyy-MM-dd day.');
  if (!isPartySize(guests)) return problem('guests', 'guests must be a whole number from 1 to 20.');
  if (typeof name !== 'string') return problem('name', 'name must be text.');
  if (typeof phone !== 'string') return problem('phone', 'phone must be text.');
  const cleanName = withoutBrokenCharacters(name).trim();
  const cleanPhone = withoutBrokenCharacters(phone).trim();
  const contact = contactProblem(cleanName, cleanPhone);
  if (contact === 'missing') return problem(cleanName ? 'phone' : 'name', 'Both the name and the phone are needed.');
  if (contact === 'nameTooLong') return problem('name', `The name is longer than ${CONTACT_LIMITS.name} characters.`);
  if (contact === 'phoneTooLong')
    return problem('phone', `The phone is longer than ${CONTACT_LIMITS.phone} characters.`);
  if (!isLanguage(language)) return problem('language', 'language must be ro, en or ru.');
  if (total !== null && (typeof total !== 'number' || !Number.isFinite(total) || total < 0 || total > MAX_TOTAL))
    return problem('total', 'total must be the number of lei shown, or null.');
  return {
    draft: {
      ...(reference === undefined ? {} : { reference }),
      propertyId,
      checkIn,
      checkOut,
      guests,
      name: cleanName,
      phone: cleanPhone,
      language,
      total,
    },
  };
}

/** Whether two drafts are the same request: what a retry of one sends again. */
export function sameRequest(record: RequestRecord, draft: RequestDraft): boolean {
  return (
    record.propertyId === draft.propertyId &&
    record.checkIn === draft.checkIn &&
    record.checkOut === draft.checkOut &&
    record.guests === draft.guests &&
    record.name === draft.name &&
    record.phone === draft.phone
  );
}

/** What the inbox calls the request's status on `today`: a new one whose check-in has come has expired. */
export function statusOn(record: Pick<RequestRecord, 'status' | 'checkIn'>, today: IsoDay): RequestStatus {
  return record.status === 'new' && record.checkIn <= today ? 'expired' : record.status;
}

/** Whether the request was ever confirmed. */
export const wasConfirmed = (record: Pick<RequestRecord, 'history'>): boolean =>
  record.history.some((change) => change.status === 'confirmed');

/**
 * The last day the request is kept, given the Romanian day it came, as the business keeps them (src/business.ts, which
 * the privacy notice states): days after its check-out once it was confirmed (the stay and what follows it), else
 * days after it came.
 */
export function keptUntil(record: Pick<RequestRecord, 'history' | 'checkOut'>, cameOn: IsoDay): IsoDay {
  return wasConfirmed(record)
    ? addDays(record.checkOut, REQUEST_RETENTION_DAYS.afterCheckOut)
    : addDays(cameOn, REQUEST_RETENTION_DAYS.afterReceivedUnconfirmed);
}

/** Whether a stored value is a request record this code can read (an entry of older or foreign code is not). */
export function isRequestRecord(value: unknown): value is RequestRecord {
  return (
    isRecord(value) &&
    isReference(value['reference']) &&
    typeof value['propertyId'] === 'string' &&
    typeof value['checkIn'] === 'string' &&
    typeof value['checkOut'] === 'string' &&
    typeof value['createdAt'] === 'string' &&
    STORED_STATUSES.includes(value['status'] as StoredStatus) &&
    Array.isArray(value['history']) &&
    isRecord(value['notification'])
  );
}

/** One request in the inbox's list. */
export interface OwnerRequest extends RequestRecord {
  /** Its status on the day the list was made: a new one whose check-in came unanswered has expired. */
  shownStatus: RequestStatus;
  nights: number;
  /** The last day it is kept. */
  keptUntil: IsoDay;
  /** What holds any of its nights now (none when all are free); only asked for a request still to be answered. */
  holders: Holder[];
  /** The other requests still open or confirmed at the same property with a night in common. */
  overlaps: string[];
  /** The guest's number as WhatsApp takes it (country code first, digits only), or null when it cannot be told. */
  whatsapp: string | null;
  /** The answer to send the guest for its status, in the request's language. */
  reply: string;
}
