import { describe, expect, it } from 'vitest';
import { fittedWidth, withWidth } from './photos';

describe('withWidth', () => {
  const srcSet = '/_astro/a_1.avif 800w, /_astro/a_2.avif 1200w';

  it('adds the largest variant as a candidate of its width', () => {
    expect(withWidth(srcSet, '/_astro/a_3.avif', 1600)).toBe(`${srcSet}, /_astro/a_3.avif 1600w`);
  });

  it('leaves a srcset that lists the width already as it is', () => {
    expect(withWidth(srcSet, '/_astro/a_3.avif', 1200)).toBe(srcSet);
  });
});

describe('fittedWidth', () => {
  it('is the screen width when a landscape photo is limited by it (a phone held upright)', () => {
    expect(fittedWidth(390, 844, 1600, 1067)).toBe(390);
  });

  it('is the width the screen height allows when that is narrower (a laptop)', () => {
    expect(fittedWidth(1280, 720, 1600, 1067)).toBe(1080);
    expect(fittedWidth(844, 390, 1600, 1067)).toBe(585);
  });

  it('falls back to the screen width for a photo without dimensions', () => {
    expect(fittedWidth(390, 844, 0, 0)).toBe(390);
  });
});
