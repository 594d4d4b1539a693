import { describe, expect, it } from 'vitest';
import { whatsappLink } from './whatsapp';

describe('whatsappLink', () => {
  it('keeps only the digits of the number and encodes the text', () => {
    const link = whatsappLink('+40 741 234 567', 'Bună ziua! Aș dori o cameră & parcare?');
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe('https://wa.me/40741234567');
    expect(url.searchParams.get('text')).toBe('Bună ziua! Aș dori o cameră & parcare?');
  });

  it('keeps line breaks in the prefilled text', () => {
    const url = new URL(whatsappLink('40741234567', 'Rândul 1\nRândul 2'));
    expect(url.searchParams.get('text')).toBe('Rândul 1\nRândul 2');
  });
});
