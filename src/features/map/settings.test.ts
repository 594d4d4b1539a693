import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ATTRIBUTION,
  DEFAULT_TILES_URL,
  MapSettingsError,
  mapCredit,
  readAttribution,
  readMapSettings,
  readTilesUrl,
} from './settings';
import { tilesOrigin } from './view';

describe('the tiles setting', () => {
  it("is OpenStreetMap's tiles when unset or blank", () => {
    expect(readTilesUrl(undefined)).toBe(DEFAULT_TILES_URL);
    expect(readTilesUrl('  ')).toBe(DEFAULT_TILES_URL);
  });

  it('takes another server with {z}, {x} and {y}', () => {
    const template = 'https://{s}.tiles.example.org/light/{z}/{x}/{y}@2x.png?key=abc';
    expect(readTilesUrl(template)).toBe(template);
  });

  it('names the missing parts of a template', () => {
    expect(() => readTilesUrl('https://tiles.example.org/{z}/{x}.png')).toThrow(/lacks \{y\}/);
    expect(() => readTilesUrl('https://tiles.example.org/tile.png')).toThrow(MapSettingsError);
  });

  it('refuses an address that is not http or https', () => {
    expect(() => readTilesUrl('ftp://tiles.example.org/{z}/{x}/{y}.png')).toThrow(/https:\/\//);
    expect(() => readTilesUrl('tiles/{z}/{x}/{y}.png')).toThrow(/not an address/);
  });

  it("gives the origin the pages' policy must allow", () => {
    expect(tilesOrigin(DEFAULT_TILES_URL)).toBe('https://tile.openstreetmap.org');
    expect(tilesOrigin('https://{s}.tiles.example.org:8443/{z}/{x}/{y}.png')).toBe('https://a.tiles.example.org:8443');
  });
});

describe('the attribution setting', () => {
  it("is OpenStreetMap's credit, linked to its copyright page, when unset", () => {
    expect(readAttribution(undefined)).toBe(DEFAULT_ATTRIBUTION);
    expect(DEFAULT_ATTRIBUTION).toContain('href="https://www.openstreetmap.org/copyright"');
  });

  it('takes text and plain links', () => {
    const credit = '© <a href="https://example.org">Example</a>, © <a href="https://osm.org/copyright">OSM</a>';
    expect(readAttribution(credit)).toBe(credit);
  });

  it("is said in the page's language unless it is set", () => {
    expect(mapCredit('© contribuitorii {osm}', {})).toBe(
      '© contribuitorii <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
    );
    expect(mapCredit('© участники {osm}', { PUBLIC_MAP_ATTRIBUTION: '© Example tiles' })).toBe('© Example tiles');
    expect(() => mapCredit('© {osm}', { PUBLIC_MAP_ATTRIBUTION: '<b>x</b>' })).toThrow(MapSettingsError);
  });

  it('refuses any other markup', () => {
    expect(() => readAttribution('<a href="https://x.org" style="color:red">x</a>')).toThrow(/PUBLIC_MAP_ATTRIBUTION/);
    expect(() => readAttribution('<img src=x onerror=alert(1)>')).toThrow(MapSettingsError);
  });
});

it('reads both from the environment', () => {
  expect(readMapSettings({ PUBLIC_MAP_TILES_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png' })).toEqual({
    tilesUrl: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
    attribution: DEFAULT_ATTRIBUTION,
  });
});
