// The Russian forms of the nouns the site counts, for `countNoun` (plural.ts): the interface's Russian table
// and the assistant's Russian answers share them.
import type { NounTable } from './nouns-ro';

/** Русские формы считаемых существительных: 'one' (1, 21), 'few' (2-4, 22-24), 'many' (5-20, 25), 'other' (дроби). */
export const ruNouns: NounTable = {
  guest: { one: 'гость', few: 'гостя', many: 'гостей', other: 'гостя' },
  bedroom: { one: 'спальня', few: 'спальни', many: 'спален', other: 'спальни' },
  bathroom: { one: 'ванная', few: 'ванные', many: 'ванных', other: 'ванной' },
  review: { one: 'отзыв', few: 'отзыва', many: 'отзывов', other: 'отзыва' },
  request: { one: 'заявка', few: 'заявки', many: 'заявок', other: 'заявки' },
  night: { one: 'ночь', few: 'ночи', many: 'ночей', other: 'ночи' },
  day: { one: 'день', few: 'дня', many: 'дней', other: 'дня' },
  character: { one: 'символ', few: 'символа', many: 'символов', other: 'символа' },
  property: { one: 'объект', few: 'объекта', many: 'объектов', other: 'объекта' },
  filter: { one: 'фильтр выбран', few: 'фильтра выбрано', many: 'фильтров выбрано', other: 'фильтра выбрано' },
  town: { one: 'город', few: 'города', many: 'городов', other: 'города' },
  // Seconds are counted only as a wait ('через 1 секунду'), so in the accusative.
  second: { one: 'секунду', few: 'секунды', many: 'секунд', other: 'секунды' },
  star: { one: 'звезда', few: 'звезды', many: 'звёзд', other: 'звезды' },
  flower: { one: 'цветок', few: 'цветка', many: 'цветков', other: 'цветка' },
  // How many properties a search found, after a heading that names them: '(1 вариант)', '(5 вариантов)', '(21 вариант)'.
  found: { one: 'вариант', few: 'варианта', many: 'вариантов', other: 'варианта' },
};
