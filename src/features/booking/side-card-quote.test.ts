import { describe, expect, it } from 'vitest';
import { EMPTY_SEARCH, type SearchState } from '../../stores/search';
import { type SideCardPrices, stayToQuote } from './side-card-quote';

const card: SideCardPrices = { propertyId: '7', capacity: 4, prices: { nightly: 450 } };
const today = '2027-06-01';
const search: SearchState = { ...EMPTY_SEARCH, checkInDate: '2027-07-10', checkOutDate: '2027-07-14', guests: 2 };

describe('the stay the side card quotes', () => {
  it('is the search’s, for its party', () => {
    expect(stayToQuote(card, null, search, today)).toEqual({
      checkIn: '2027-07-10',
      checkOut: '2027-07-14',
      guests: 2,
    });
  });

  it('is the stay picked in the wizard for this property, over the search', () => {
    const picked = { propertyId: '7', checkIn: '2027-08-01', checkOut: '2027-08-03', guests: 3 };
    expect(stayToQuote(card, picked, search, today)).toEqual({
      checkIn: '2027-08-01',
      checkOut: '2027-08-03',
      guests: 3,
    });
  });

  it('leaves a stay picked for another property to that property', () => {
    const picked = { propertyId: '12', checkIn: '2027-08-01', checkOut: '2027-08-03', guests: 3 };
    expect(stayToQuote(card, picked, search, today)).toEqual({
      checkIn: '2027-07-10',
      checkOut: '2027-07-14',
      guests: 2,
    });
    expect(stayToQuote(card, picked, EMPTY_SEARCH, today)).toBeUndefined();
  });

  it('keeps the search’s party within the property’s capacity, as the wizard opens with it', () => {
    expect(stayToQuote(card, null, { ...search, guests: 9 }, today)?.guests).toBe(4);
  });

  it('is none without both dates, or for dates the wizard could not request', () => {
    expect(stayToQuote(card, null, EMPTY_SEARCH, today)).toBeUndefined();
    expect(stayToQuote(card, null, { ...search, checkOutDate: '' }, today)).toBeUndefined();
    expect(stayToQuote(card, null, search, '2027-07-11')).toBeUndefined();
  });
});
