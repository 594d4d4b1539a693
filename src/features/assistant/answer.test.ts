import { describe, expect, it } from 'vitest';
import { readChatAnswer } from './answer';

const today = '2026-11-24';

describe("reading the assistant's answer", () => {
  it('keeps a message with its suggestions, stay, booking and who answered', () => {
    const stay = { checkIn: '2026-12-20', checkOut: '2026-12-23', guests: 2 };
    expect(
      readChatAnswer(
        {
          message: 'Iată.',
          suggestions: ['7', '3'],
          stay,
          action: { type: 'open-booking', propertyId: '7', ...stay },
          provider: 'model-x',
        },
        today,
      ),
    ).toEqual({
      message: 'Iată.',
      suggestions: ['7', '3'],
      stay,
      action: { type: 'open-booking', propertyId: '7', ...stay },
      provider: 'model-x',
    });
  });

  it.each([
    ['nothing', null],
    ['a list', ['Bună']],
    ['a message that is not text', { message: 42 }],
    ['an error answer', { error: { code: 'invalid_request', message: 'x' } }],
  ])('reads %s as no answer', (_, value) => {
    expect(readChatAnswer(value, today)).toBeNull();
  });

  it('drops suggestions that are not ids, a blank provider and an action of another kind', () => {
    expect(
      readChatAnswer(
        { message: 'Da.', suggestions: ['7', 8, null], provider: '  ', action: { type: 'navigate', propertyId: '7' } },
        today,
      ),
    ).toEqual({
      message: 'Da.',
      suggestions: ['7'],
    });
  });

  it('keeps of a stay only what can still be requested', () => {
    const past = { checkIn: '2026-11-01', checkOut: '2026-11-04', guests: 3 };
    expect(
      readChatAnswer({ message: 'Da.', stay: past, action: { type: 'open-booking', propertyId: '2', ...past } }, today),
    ).toEqual({
      message: 'Da.',
      stay: { guests: 3 },
      action: { type: 'open-booking', propertyId: '2', guests: 3 },
    });
    const inverted = { checkIn: '2026-12-23', checkOut: '2026-12-20' };
    expect(readChatAnswer({ message: 'Da.', stay: inverted }, today)).toEqual({ message: 'Da.' });
    const tooMany = { guests: 500 };
    expect(readChatAnswer({ message: 'Da.', stay: tooMany }, today)).toEqual({ message: 'Da.' });
  });

  it("keeps the answer's language when it is one of the site's, and drops any other", () => {
    expect(readChatAnswer({ message: 'Hello.', language: 'en' }, today)).toEqual({ message: 'Hello.', language: 'en' });
    expect(readChatAnswer({ message: 'Hallo.', language: 'de' }, today)).toEqual({ message: 'Hallo.' });
  });
});
