import { describe, expect, it } from 'vitest';
import { formatDecimal } from './numbers';

describe('formatDecimal', () => {
  it('writes a rating with the separator of the page’s language', () => {
    expect(formatDecimal(4.72, 'ro')).toBe('4,72');
    expect(formatDecimal(4.72, 'ru')).toBe('4,72');
    expect(formatDecimal(4.72, 'en')).toBe('4.72');
  });

  it('writes whole numbers without decimals unless told how many to keep', () => {
    expect(formatDecimal(5, 'ro')).toBe('5');
    expect(formatDecimal(4, 'ro', 1)).toBe('4,0');
    expect(formatDecimal(4.7, 'en', 1)).toBe('4.7');
  });

  it('never groups thousands in the figure it writes', () => {
    expect(formatDecimal(1234.5, 'ro')).toBe('1234,5');
  });
});
