import { describe, expect, it } from 'vitest';
import { mapsAppUrl, mapsPlatform, openStreetMapUrl } from './links';

const place = { latitude: 44.0215, longitude: 28.65, title: 'Vila Mării & Soare' };

describe('the maps app link', () => {
  it("is OpenStreetMap's page with a marker, for every browser", () => {
    expect(openStreetMapUrl(place)).toBe('https://www.openstreetmap.org/?mlat=44.0215&mlon=28.65#map=17/44.0215/28.65');
    expect(mapsAppUrl(place, 'other')).toBe(openStreetMapUrl(place));
  });

  it("is a geo: address named by the title on Android, which offers the phone's maps app", () => {
    expect(mapsAppUrl(place, 'android')).toBe('geo:44.0215,28.65?q=44.0215,28.65(Vila%20M%C4%83rii%20%26%20Soare)');
  });

  it('is Apple Maps on an iPhone or iPad', () => {
    expect(mapsAppUrl(place, 'apple')).toBe(
      'https://maps.apple.com/?ll=44.0215,28.65&q=Vila%20M%C4%83rii%20%26%20Soare',
    );
  });
});

describe('the platform', () => {
  it('is read from the user agent', () => {
    expect(mapsPlatform('Mozilla/5.0 (Linux; Android 14; Pixel 7) Chrome/131 Mobile')).toBe('android');
    expect(mapsPlatform('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1')).toBe('apple');
    expect(mapsPlatform('Mozilla/5.0 (X11; Linux x86_64) Chrome/131')).toBe('other');
  });

  it('takes a Mac with a touch screen for an iPad', () => {
    const desktopSafari = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15';
    expect(mapsPlatform(desktopSafari, 5)).toBe('apple');
    expect(mapsPlatform(desktopSafari, 0)).toBe('other');
  });
});
