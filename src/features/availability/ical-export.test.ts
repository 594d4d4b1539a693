import { describe, expect, it } from 'vitest';
import { ownerCalendarText } from './ical-export';
import { readFeed } from './ical-feed';

const owner = {
  id: '7',
  title: 'Suită premium cu jacuzzi pe terasă, deasupra plajei din Eforie Sud, cu vedere largă spre mare',
  blocked: [
    ['2026-12-10', '2026-12-13'],
    ['2026-12-13', '2026-12-15'],
    ['2026-11-01', '2026-11-05'],
  ] as const,
};

describe("the owners' exported calendar", () => {
  const text = ownerCalendarText(owner, 'cazare.example', '2026-11-24', new Date('2026-11-24T10:00:00Z'));

  it('is iCalendar the platforms read: CRLF lines of at most 75 octets, all-day events, DTEND exclusive', () => {
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    for (const line of text.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(text).toContain('DTSTART;VALUE=DATE:20261210\r\n');
    expect(text).toContain('DTEND;VALUE=DATE:20261215\r\n');
    expect(text).toContain('UID:7-2026-12-10-2026-12-15@cazare.example\r\n');
  });

  it('holds the future blocks, joined, and reads back as the same nights', () => {
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(readFeed(text, ['2026-11-24', '2027-11-24'])).toEqual([['2026-12-10', '2026-12-15']]);
  });
});
