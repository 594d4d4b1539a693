import { describe, expect, it } from 'vitest';
import { fontFaceSources } from './web-fonts';

describe('fontFaceSources', () => {
  it('declares the Cyrillic files on Russian pages only, so a Romanian or English page never fetches them', () => {
    const cyrillic = (language: 'ro' | 'en' | 'ru') =>
      fontFaceSources(language).filter(({ descriptors }) => descriptors.unicodeRange.includes('U+0400-045F'));
    expect(cyrillic('ro')).toEqual([]);
    expect(cyrillic('en')).toEqual([]);
    expect(cyrillic('ru').map(({ family }) => family)).toEqual(['Inter Variable', 'Playfair Display']);
    expect(cyrillic('ru').every(({ source }) => /cyrillic/.test(source))).toBe(true);
  });

  it('gives every page both families’ Latin and Romanian files', () => {
    for (const language of ['ro', 'en', 'ru'] as const)
      expect(fontFaceSources(language).filter(({ source }) => /latin|romanian/.test(source))).toHaveLength(4);
  });
});
