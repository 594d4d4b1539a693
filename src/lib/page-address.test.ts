import { describe, expect, it } from 'vitest';
import { isAddressPage, isErrorPage, pageAddress } from './page-address';

describe('the pages an address makes', () => {
  it('are the comparison, in every language, and no other page', () => {
    expect(['/comparare', '/en/comparare', '/ru/comparare'].map(isAddressPage)).toEqual([true, true, true]);
    expect(['/', '/apartment/7', '/404', '/eforie-sud', '/comparare/3', '/de/comparare'].map(isAddressPage)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('are read from their built files, and are not error pages', () => {
    expect(isAddressPage(pageAddress('en/comparare.html'))).toBe(true);
    expect(isErrorPage('/comparare')).toBe(false);
  });
});
