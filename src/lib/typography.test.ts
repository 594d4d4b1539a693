import { describe, expect, it } from 'vitest';
import { placeWithDistance, quoted } from './typography';

describe('quoted', () => {
  it('quotes in each language’s own marks', () => {
    expect(quoted('Vila Marea', 'ro')).toBe('„Vila Marea”');
    expect(quoted('Sea Villa', 'en')).toBe('“Sea Villa”');
    expect(quoted('Вилла у моря', 'ru')).toBe('«Вилла у моря»');
  });

  it('turns quotes inside the quoted text into the inner marks, as a Russian reader expects „…“ within «…»', () => {
    expect(quoted('Номер в отеле «Delta» с видом', 'ru')).toBe('«Номер в отеле „Delta“ с видом»');
    expect(quoted('Camera din hotelul „Delta”', 'ro')).toBe('„Camera din hotelul «Delta»”');
    expect(quoted('Room at the “Delta”', 'en')).toBe('“Room at the ‘Delta’”');
  });
});

describe('placeWithDistance', () => {
  it('writes the language’s dash, not a hyphen, between a place and its distance', () => {
    expect(placeWithDistance('Plaja Eforie Sud - 250 m', 'ro')).toBe('Plaja Eforie Sud – 250 m');
    expect(placeWithDistance('Eforie Sud beach - 250 m', 'en')).toBe('Eforie Sud beach – 250 m');
    expect(placeWithDistance('Пляж Эфорие-Суд - 1,1 км', 'ru')).toBe('Пляж Эфорие-Суд — 1,1 км');
  });

  it('leaves the hyphens inside a name alone', () => {
    expect(placeWithDistance('Mamaia-Sat - 2 km', 'ro')).toBe('Mamaia-Sat – 2 km');
    expect(placeWithDistance('Eforie-Nord', 'ro')).toBe('Eforie-Nord');
  });
});
