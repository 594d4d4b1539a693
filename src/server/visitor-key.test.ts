// The name a visitor's daily limit counts them under: their network, hashed under a key of the site's secret and the
// day, so the store keeps no address and a visitor's names on two days do not match.
import { describe, expect, it } from 'vitest';
import { visitorKey, visitorNetwork } from './visitor-key';

const SECRET = 'sk-test-secret';
const DAY = '2026-11-24';

describe('a visitor’s network', () => {
  it.each([
    ['an IPv4 address, whole', '203.0.113.7', '203.0.113.7'],
    ['an IPv4 address written as IPv6', '::ffff:203.0.113.7', '203.0.113.7'],
    ['an IPv6 address, by its first 64 bits', '2001:db8:40:7:a:b:c:d', '2001:db8:40:7::/64'],
    ['a shortened IPv6 address', '2001:DB8::1', '2001:db8:0:0::/64'],
    ['an IPv6 address with a zone and an IPv4 tail', '2001:db8:1:2::1.2.3.4%eth0', '2001:db8:1:2::/64'],
    ['leading zeros, dropped', '2001:0db8:0040:0007::1', '2001:db8:40:7::/64'],
    ['anything else, as it is', 'not-an-address', 'not-an-address'],
  ])('%s', (_, address, network) => {
    expect(visitorNetwork(address)).toBe(network);
  });
});

describe('a visitor’s key', () => {
  it('is the same for one visitor on one day (every address of an IPv6 network), as 64 hex digits', () => {
    const key = visitorKey(SECRET, '203.0.113.7', DAY);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(visitorKey(SECRET, '203.0.113.7', DAY)).toBe(key);
    expect(visitorKey(SECRET, '2001:db8:40:7::1', DAY)).toBe(visitorKey(SECRET, '2001:db8:40:7:ffff::2', DAY));
  });

  it('differs for another visitor, on another day and under another secret', () => {
    const key = visitorKey(SECRET, '203.0.113.7', DAY);
    expect(visitorKey(SECRET, '203.0.113.8', DAY)).not.toBe(key);
    expect(visitorKey(SECRET, '203.0.113.7', '2026-11-25')).not.toBe(key);
    expect(visitorKey('another-secret', '203.0.113.7', DAY)).not.toBe(key);
  });
});
