import { describe, expect, it } from 'vitest';
import { COAST_BOUNDS, hasAtMostDecimals, townSlug } from './catalogue-rules';

describe('hasAtMostDecimals', () => {
  it('accepts numbers written with up to the given places, trailing zeros dropped', () => {
    expect(hasAtMostDecimals(44.0215, 5)).toBe(true);
    expect(hasAtMostDecimals(44.02159, 5)).toBe(true);
    expect(hasAtMostDecimals(28, 5)).toBe(true);
  });

  it('rejects a sixth decimal', () => {
    expect(hasAtMostDecimals(44.021591, 5)).toBe(false);
  });
});

describe('COAST_BOUNDS', () => {
  const inside = (lat: number, lon: number) =>
    lat >= COAST_BOUNDS.south && lat <= COAST_BOUNDS.north && lon >= COAST_BOUNDS.west && lon <= COAST_BOUNDS.east;

  it('holds the three towns and both ends of the coast', () => {
    expect(inside(44.0215, 28.6539)).toBe(true); // Eforie Sud
    expect(inside(44.1736, 28.6636)).toBe(true); // Constanța, the Casino
    expect(inside(44.2818, 28.6213)).toBe(true); // Mamaia-Sat
    expect(inside(43.7513, 28.5758)).toBe(true); // Vama Veche
    expect(inside(45.1556, 29.6522)).toBe(true); // Sulina
  });

  it('leaves out inland Romania', () => {
    expect(inside(44.4371, 26.1025)).toBe(false); // Bucharest
    expect(inside(44.2494, 28.2736)).toBe(false); // Medgidia
  });
});

describe('townSlug', () => {
  it("writes a town's name as its page's address, without diacritics", () => {
    expect(['Eforie Sud', 'Constanța', 'Mamaia-Sat', 'Năvodari', '  Sfântu Gheorghe '].map(townSlug)).toEqual([
      'eforie-sud',
      'constanta',
      'mamaia-sat',
      'navodari',
      'sfantu-gheorghe',
    ]);
  });
});
