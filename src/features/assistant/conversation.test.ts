import { describe, expect, it } from 'vitest';
import { bodyBytes, fitConversation } from './conversation';
import { CHAT_LIMITS, type ChatTurn } from './protocol';

const long = (letter: string) => letter.repeat(CHAT_LIMITS.characters);
/** A visitor message as long as the box allows and a short answer, `count` times ('ă' is two bytes in UTF-8). */
function dialogue(count: number, letter = 'ă'): ChatTurn[] {
  return Array.from({ length: count }, (_, index): ChatTurn[] => [
    { role: 'user', content: `${String(index).padStart(2, '0')} ${long(letter)}`.slice(0, CHAT_LIMITS.characters) },
    { role: 'assistant', content: `Răspunsul ${index}` },
  ]).flat();
}

describe('the conversation a request carries', () => {
  it('is sent whole while it fits', () => {
    const turns = dialogue(3);
    expect(fitConversation(turns)).toEqual(turns);
  });

  it('drops the oldest turns until the body fits, keeping the newest message whole', () => {
    const turns = [...dialogue(20), { role: 'user' as const, content: long('ș') }];
    const fitted = fitConversation(turns);
    expect(bodyBytes(fitted)).toBeLessThanOrEqual(CHAT_LIMITS.bodyBytes);
    expect(fitted.at(-1)).toEqual(turns.at(-1));
    expect(fitted).toEqual(turns.slice(turns.length - fitted.length));
    // No more could have been kept.
    expect(bodyBytes(turns.slice(turns.length - fitted.length - 1))).toBeGreaterThan(CHAT_LIMITS.bodyBytes);
  });

  it('counts bytes as sent, escapes included', () => {
    const quoted = Array.from(
      { length: 12 },
      (): ChatTurn => ({ role: 'user', content: '"'.repeat(CHAT_LIMITS.characters) }),
    );
    expect(bodyBytes(fitConversation(quoted))).toBeLessThanOrEqual(CHAT_LIMITS.bodyBytes);
  });

  it('keeps at most the latest turns the function takes, each within its characters', () => {
    const many = Array.from(
      { length: 40 },
      (_, index): ChatTurn => ({ role: index % 2 ? 'assistant' : 'user', content: `${index}` }),
    );
    expect(fitConversation(many)).toEqual(many.slice(-CHAT_LIMITS.messages));
    const huge = [
      { role: 'assistant' as const, content: 'x'.repeat(5000) },
      { role: 'user' as const, content: 'Salut' },
    ];
    expect(fitConversation(huge)[0]!.content).toHaveLength(CHAT_LIMITS.characters);
  });
});
