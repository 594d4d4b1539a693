// The owner hears of a new request without opening the site: a JSON POST to the address REQUEST_WEBHOOK_URL names,
// in a form the phone relays take as it is (ntfy with its JSON templates, Slack-compatible webhooks, and anything
// that reads JSON). It carries the reference, the property, the dates, the party and the total, not the guest's name
// or phone: those stay in the inbox. A failed try is tried again, later too, and never holds up the guest's answer.
import { count, loadLanguage } from '../../../i18n';
import { formatStay, nightsBetween } from '../../../lib/dates';
import { isRecord } from '../../../lib/json';
import type { Notification, RequestRecord } from '../rules';

/** Where the notifications go, and how. */
export interface WebhookSettings {
  url: string | undefined;
  /** The inbox's address, for the notification's link. */
  inbox: string;
  fetch: typeof fetch;
  timeoutMs: number;
  /** Waits between the tries of one attempt to notify, in milliseconds. */
  retryDelaysMs: readonly number[];
}

/** The settings from REQUEST_WEBHOOK_URL; none when unset or not an http(s) address (said once in the log). */
export function webhookSettings(
  env: (name: string) => string | undefined,
  site: string,
  fetcher: typeof fetch = fetch,
): WebhookSettings {
  const raw = env('REQUEST_WEBHOOK_URL')?.trim();
  let url: string | undefined;
  if (raw) {
    try {
      const parsed = new URL(raw);
      if (parsed.protocol === 'https:' || parsed.protocol === 'http:') url = parsed.href;
    } catch {}
    if (!url) console.error('requests: REQUEST_WEBHOOK_URL is not an http(s) address; nobody is notified.');
  }
  return {
    url,
    inbox: new URL('/admin/cereri', site).href,
    fetch: fetcher,
    timeoutMs: 5_000,
    retryDelaysMs: [1_000, 4_000],
  };
}

const money = new Intl.NumberFormat('ro-RO');

/** The notification's JSON for a request: the text a person reads, and the request's facts for a program. */
export async function notificationOf(record: RequestRecord, inbox: string): Promise<Record<string, unknown>> {
  await loadLanguage('ro');
  const nights = nightsBetween(record.checkIn, record.checkOut);
  const title = `Cerere nouă ${record.reference}`;
  const message = [
    `${record.title}, ${formatStay(record.checkIn, record.checkOut, 'ro')} (${count(nights, 'night', 'ro')})`,
    `${count(record.guests, 'guest', 'ro')}${record.total === null ? '' : `, ${money.format(record.total)} lei`}`,
  ].join('\n');
  return {
    title,
    message,
    text: `${title}\n${message}\n${inbox}`,
    reference: record.reference,
    property: { id: record.propertyId, title: record.title },
    checkIn: record.checkIn,
    checkOut: record.checkOut,
    nights,
    guests: record.guests,
    total: record.total,
    currency: 'RON',
    language: record.language,
    inbox,
    createdAt: record.createdAt,
  };
}

/** One POST of the notification: null when the relay took it, else why not. */
async function post(settings: WebhookSettings, url: string, payload: unknown): Promise<string | null> {
  try {
    const answer = await settings.fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
    await answer.body?.cancel();
    return answer.ok ? null : `the relay answered ${answer.status}`;
  } catch (error) {
    return error instanceof Error && error.name === 'TimeoutError'
      ? 'the relay did not answer in time'
      : 'the relay cannot be reached';
  }
}

/**
 * Notifies the owner of `record`, trying again after each of the settings' waits: the notification's state after
 * these tries ('sent', or 'pending' to be tried again later; 'off' without a webhook).
 */
export async function notifyOwner(
  record: RequestRecord,
  settings: WebhookSettings,
  now: () => Date = () => new Date(),
): Promise<Notification> {
  const { url } = settings;
  if (!url) return { state: 'off', attempts: 0 };
  const payload = await notificationOf(record, settings.inbox);
  let attempts = record.notification.attempts;
  let lastError: string | undefined;
  for (const wait of [0, ...settings.retryDelaysMs]) {
    if (wait) await new Promise((done) => setTimeout(done, wait));
    attempts += 1;
    const failure = await post(settings, url, payload);
    if (!failure) return { state: 'sent', attempts, at: now().toISOString() };
    lastError = failure;
  }
  return { state: 'pending', attempts, at: now().toISOString(), lastError };
}

/** How many tries a notification gets in all (a day of the schedule's minutes, roughly), before it counts as failed. */
export const MAX_NOTIFICATION_ATTEMPTS = 30;

/** Whether the schedule should try `notification` again. */
export const awaitsNotification = (notification: unknown): boolean =>
  isRecord(notification) &&
  notification['state'] === 'pending' &&
  typeof notification['attempts'] === 'number' &&
  notification['attempts'] < MAX_NOTIFICATION_ATTEMPTS;
