// Who a visitor is, for a daily limit (the assistant's model calls, the booking requests), without keeping their
// address: a keyed hash of their network, under a key derived from a secret of the site, the day and the limit.
import { createHmac } from 'node:crypto';
import { isIP } from 'node:net';
import type { IsoDay } from '../lib/dates';

/** The groups of one side of an IPv6 address's '::', an IPv4 tail counting for the two it fills. */
function groupsOf(part: string): string[] {
  return part ? part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : [];
}

/**
 * The part of a visitor's address that names them: an IPv4 address whole (written as IPv6 or not), an IPv6 address by
 * its first 64 bits, the network a home or a phone is given whole and within which it may change address at will.
 */
export function visitorNetwork(address: string): string {
  const plain = address.trim().toLowerCase().replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(plain);
  if (mapped) return mapped[1]!;
  if (isIP(plain) !== 6) return plain;
  const [head = '', tail] = plain.split('::');
  const front = groupsOf(head);
  const back = tail === undefined ? [] : groupsOf(tail);
  const groups = [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * The name a visitor's count carries on `day` for the limit `purpose`: HMAC-SHA-256 of their network, keyed by an
 * HMAC of `secret`, the purpose and the day. Without the secret the store does not give the addresses back (trying
 * every IPv4 address needs it), and the names of one visitor on two days, or for two limits, do not match.
 */
export function visitorKey(secret: string, address: string, day: IsoDay, purpose = 'assistant visitor'): string {
  const dayKey = createHmac('sha256', secret).update(`${purpose} ${day}`).digest();
  return createHmac('sha256', dayKey).update(visitorNetwork(address)).digest('hex');
}
