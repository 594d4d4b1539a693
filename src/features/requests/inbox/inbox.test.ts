import { describe, expect, it } from 'vitest';
import type { OwnerRequest } from '../rules';
import { groupsOf } from './Inbox';
import { EDITOR_USER_KEY, storedToken, TOKEN_KEY } from './session';

/** A Storage of the given entries. */
function storage(entries: Record<string, string>): Storage {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    clear: () => map.clear(),
    key: (index) => [...map.keys()][index] ?? null,
    get length() {
      return map.size;
    },
  };
}

describe('the sign-in the inbox finds', () => {
  it('is its own, else the editor’s GitHub sign-in, else none', () => {
    expect(
      storedToken(storage({ [TOKEN_KEY]: 'own', [EDITOR_USER_KEY]: '{"backendName":"github","token":"editor"}' })),
    ).toBe('own');
    expect(storedToken(storage({ [EDITOR_USER_KEY]: '{"backendName":"github","token":"editor"}' }))).toBe('editor');
    expect(storedToken(storage({ [EDITOR_USER_KEY]: '{"backendName":"local"}' }))).toBeNull();
    expect(storedToken(storage({ [EDITOR_USER_KEY]: 'not json' }))).toBeNull();
    expect(storedToken(storage({}))).toBeNull();
  });
});

describe('the requests for the same nights', () => {
  const request = (reference: string, overlaps: string[]) => ({ reference, overlaps }) as unknown as OwnerRequest;
  it('are shown together, a chain of overlaps as one group, in the order of their newest', () => {
    const groups = groupsOf([request('A', ['B']), request('C', []), request('B', ['A', 'D']), request('D', ['B'])]);
    expect(groups.map((group) => group.map(({ reference }) => reference))).toEqual([['A', 'B', 'D'], ['C']]);
  });
});
