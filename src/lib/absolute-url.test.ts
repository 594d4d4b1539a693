import { describe, expect, it } from 'vitest';
import { absoluteUrl, pagePath } from './absolute-url';

describe('absoluteUrl', () => {
  it('puts a path on the site origin', () => {
    expect(absoluteUrl('/apartment/7', new URL('https://example.ro'))).toBe('https://example.ro/apartment/7');
    expect(absoluteUrl('/', new URL('https://example.ro'))).toBe('https://example.ro/');
  });

  it('fails clearly when the site origin is not configured', () => {
    expect(() => absoluteUrl('/', undefined)).toThrow(/SITE_URL/);
  });
});

describe('pagePath', () => {
  it('drops the .html of a built file, as the site links its pages', () => {
    expect(pagePath('/apartment/7.html')).toBe('/apartment/7');
    expect(pagePath('/index.html')).toBe('/');
  });

  it('keeps paths that are already clean', () => {
    expect(pagePath('/apartment/7')).toBe('/apartment/7');
    expect(pagePath('/')).toBe('/');
  });
});
