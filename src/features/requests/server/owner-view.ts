// A request as the owner's inbox shows it: its status on the day, whether its nights are still free and what holds
// them if not, the other requests for the same nights, how long it is kept, and the prefilled WhatsApp answer in the
// guest's language.
import { count, loadLanguage, t, type TranslationKey } from '../../../i18n';
import { formatStay, nightsBetween, romanianToday, type IsoDay } from '../../../lib/dates';
import { holdersOf, type AnswerSources } from '../../availability/server';
import { formatMoney } from '../../prices';
import { keptUntil, type OwnerRequest, statusOn, type RequestRecord, type RequestStatus } from '../rules';
import type { BookableProperty } from './validate';

/**
 * A phone number as wa.me wants it, from what a guest typed: '+40 712 345 678', '0040712345678' and a Romanian
 * '0712 345 678' all become '40712345678'; null for anything that is not a plausible number.
 */
export function whatsappNumber(phone: string): string | null {
  const compact = phone.replace(/[\s().-]/g, '');
  let digits: string;
  if (/^\+\d+$/.test(compact)) digits = compact.slice(1);
  else if (/^00\d+$/.test(compact)) digits = compact.slice(2);
  else if (/^07\d{8}$/.test(compact)) digits = `4${compact}`;
  else if (/^\d+$/.test(compact)) digits = compact;
  else return null;
  return digits.length >= 8 && digits.length <= 15 && !digits.startsWith('0') ? digits : null;
}

const REPLIES: Record<RequestStatus, TranslationKey> = {
  new: 'inbox.reply.new',
  expired: 'inbox.reply.new',
  confirmed: 'inbox.reply.confirmed',
  declined: 'inbox.reply.declined',
  cancelled: 'inbox.reply.cancelled',
};

/** The answer for the guest, for a request of `status`, in the request's language. */
export async function replyFor(
  record: RequestRecord,
  status: RequestStatus,
  property?: BookableProperty,
): Promise<string> {
  const { language } = record;
  await loadLanguage(language);
  const title = property?.titles?.[language] ?? record.title;
  const details = [
    title,
    formatStay(record.checkIn, record.checkOut, language),
    count(record.guests, 'guest', language),
    ...(status === 'confirmed' && record.total !== null ? [formatMoney(record.total, language)] : []),
  ].join(', ');
  return t(REPLIES[status], { name: record.name, reference: record.reference, details }, language);
}

const overlapping = (a: RequestRecord, b: RequestRecord) =>
  a.reference !== b.reference && a.propertyId === b.propertyId && a.checkIn < b.checkOut && b.checkIn < a.checkOut;

/** The inbox's view of `record` among `all` the requests, on `today`. */
export async function ownerView(
  record: RequestRecord,
  all: readonly RequestRecord[],
  sources: AnswerSources,
  today: IsoDay,
  catalogue: readonly BookableProperty[] = [],
): Promise<OwnerRequest> {
  const shownStatus = statusOn(record, today);
  const holders =
    shownStatus === 'new'
      ? await holdersOf(sources, record).catch((error: unknown) => {
          console.error('requests: the nights could not be checked:', error);
          return [];
        })
      : [];
  const open = (other: RequestRecord) => ['new', 'confirmed'].includes(statusOn(other, today));
  return {
    ...record,
    shownStatus,
    nights: nightsBetween(record.checkIn, record.checkOut),
    keptUntil: keptUntil(record, romanianToday(new Date(record.createdAt))),
    holders,
    overlaps: all.filter((other) => open(other) && overlapping(record, other)).map((other) => other.reference),
    whatsapp: whatsappNumber(record.phone),
    reply: await replyFor(
      record,
      shownStatus,
      catalogue.find(({ id }) => id === record.propertyId),
    ),
  };
}
