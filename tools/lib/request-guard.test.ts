import { describe, expect, it } from 'vitest';
import { isPlainPath, refusalOf, siteLocation } from './request-guard';

describe('refusalOf', () => {
  it('refuses the probing methods with 405 and addresses that do not decode with 400', () => {
    for (const method of ['TRACE', 'track', 'CONNECT']) expect(refusalOf(method, '/')?.status).toBe(405);
    for (const target of ['/%', '/apartment/7%', '/en/%ff/', '/apartment/%E0%A4%A/', 'evil.example:443', '*'])
      expect([target, refusalOf('GET', target)?.status]).toEqual([target, 400]);
  });
  it('lets the requests a browser sends through', () => {
    for (const target of ['/', '/apartment/7?x=%E2%9C%93', '/ru/%D0%BA', '/apartment/7/'])
      expect(refusalOf('GET', target)).toBeNull();
    expect(refusalOf('POST', '/api/ai-chat')).toBeNull();
  });
});

describe('isPlainPath', () => {
  it('accepts a page address, with or without its trailing slash', () => {
    for (const path of ['/', '/apartment/7', '/apartment/7/', '/ru/%D0%BA'])
      expect([path, isPlainPath(path)]).toEqual([path, true]);
  });
  it('refuses what could lead off the site or somewhere else than it says', () => {
    for (const path of [
      '//evil.example/x',
      '/.//evil.example/..%2Fapartment/7/',
      '/\\evil.example/',
      '/a/../b',
      '/a/%2e%2e/b',
      '/a%2fb',
      '/a%5cb',
    ])
      expect([path, isPlainPath(path)]).toEqual([path, false]);
  });
});

describe('siteLocation', () => {
  const origin = 'http://127.0.0.1:4321';
  it("writes a Location on the server's own origin as a path", () => {
    expect(siteLocation('http://127.0.0.1:4321/admin', origin)).toBe('/admin');
    expect(siteLocation('/apartment/7?x=1', origin)).toBe('/apartment/7?x=1');
  });
  it('keeps a redirect to another site as its rule wrote it', () => {
    expect(siteLocation('https://example.org/a', origin)).toBe('https://example.org/a');
  });
});
