import { describe, expect, it } from 'vitest';
import { readFeedSettings, SettingsError } from './settings';

const env = (values: Record<string, string>) => (name: string) => values[name];
const ids = ['7', '12'];

describe('calendar settings', () => {
  it('default to no feed, a refresh every 20 minutes and 10 s per feed', () => {
    expect(readFeedSettings(env({}), ids)).toEqual({ feeds: {}, refreshMinutes: 20, timeoutMs: 10_000 });
  });

  it('read one URL or several per property, webcal links as https', () => {
    const settings = readFeedSettings(
      env({
        ICAL_FEEDS:
          '{"7":"webcal://www.airbnb.com/calendar/ical/1.ics?s=abc","12":["https://a.example/x.ics","http://127.0.0.1:9/y.ics"]}',
        ICAL_REFRESH_MINUTES: '30',
        ICAL_TIMEOUT_MS: '1500',
      }),
      ids,
    );
    expect(settings).toEqual({
      feeds: {
        '7': ['https://www.airbnb.com/calendar/ical/1.ics?s=abc'],
        '12': ['https://a.example/x.ics', 'http://127.0.0.1:9/y.ics'],
      },
      refreshMinutes: 30,
      timeoutMs: 1500,
    });
  });

  it.each([
    ['{"7": [', /ICAL_FEEDS is not valid JSON/],
    ['["https://a.example/x.ics"]', /must be a JSON object/],
    ['{"apt7":"https://a.example/x.ics"}', /"apt7" is not a property id/],
    ['{"99":"https://a.example/x.ics"}', /property 99 is not in the catalogue/],
    ['{"7":[]}', /ICAL_FEEDS\["7"\] must be an iCal URL or a non-empty list/],
    ['{"7":[42]}', /ICAL_FEEDS\["7"\]\[0\] must be a URL written as text/],
    ['{"7":["airbnb calendar"]}', /ICAL_FEEDS\["7"\]\[0\] is not a URL/],
    ['{"7":["ftp://a.example/x.ics"]}', /must be an http\(s\) or webcal link, not ftp:/],
  ])('refuse ICAL_FEEDS=%s loudly', (value, message) => {
    expect(() => readFeedSettings(env({ ICAL_FEEDS: value }), ids)).toThrow(SettingsError);
    expect(() => readFeedSettings(env({ ICAL_FEEDS: value }), ids)).toThrow(message);
  });

  it('never repeat a private link in a message', () => {
    expect(() => readFeedSettings(env({ ICAL_FEEDS: '{"7":["secret-token-abc"]}' }), ids)).toThrow(
      /^(?!.*secret-token)/,
    );
  });

  it.each([
    ['ICAL_REFRESH_MINUTES', '2'],
    ['ICAL_REFRESH_MINUTES', 'often'],
    ['ICAL_REFRESH_MINUTES', '7.5'],
    ['ICAL_TIMEOUT_MS', '60000'],
  ])('refuse %s=%s with the bounds', (name, value) => {
    expect(() => readFeedSettings(env({ [name]: value }), ids)).toThrow(new RegExp(`${name} must be a whole number`));
  });
});
