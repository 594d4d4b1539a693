import { describe, expect, it } from 'vitest';
import { isPersonalPage, isErrorPage, pageAddress } from './page-address';

describe("the visitor's own pages", () => {
  it('are the shortlist and the comparison, in every language, and no other page', () => {
    expect(['/comparare', '/en/comparare', '/ru/favorite', '/favorite'].map(isPersonalPage)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['/', '/apartment/7', '/404', '/eforie-sud', '/comparare/3', '/de/comparare'].map(isPersonalPage)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('are read from their built files, and are not error pages', () => {
    expect(isPersonalPage(pageAddress('en/comparare.html'))).toBe(true);
    expect(isErrorPage('/comparare')).toBe(false);
  });
});
