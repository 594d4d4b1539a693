// The shortlist's store in a browser-like window: an in-memory localStorage and the other tabs' storage events.
import { beforeAll, describe, expect, it } from 'vitest';

const kept = new Map<string, string>();
const listeners: ((event: { key: string }) => void)[] = [];
beforeAll(() => {
  kept.set('shortlist', JSON.stringify(['7', 'removed-from-the-catalogue', '99', '3']));
  Object.assign(globalThis, {
    window: {
      localStorage: {
        getItem: (key: string) => kept.get(key) ?? null,
        setItem: (key: string, value: string) => kept.set(key, value),
      },
      addEventListener: (type: string, listener: (event: { key: string }) => void) => {
        if (type === 'storage') listeners.push(listener);
      },
    },
  });
});

describe('the shortlist store', () => {
  it('reads what was kept, without what the catalogue no longer has, then keeps every change', async () => {
    const { $shortlist, startShortlist, toggleSaved } = await import('./store');
    startShortlist(new Set(['3', '7', '12']));
    expect($shortlist.get()).toEqual(['7', '3']);
    toggleSaved('12');
    toggleSaved('7');
    expect($shortlist.get()).toEqual(['3', '12']);
    expect(JSON.parse(kept.get('shortlist')!)).toEqual(['3', '12']);
  });

  it('follows a change another tab made', async () => {
    const { $shortlist } = await import('./store');
    kept.set('shortlist', JSON.stringify(['12']));
    for (const listener of listeners) listener({ key: 'shortlist' });
    expect($shortlist.get()).toEqual(['12']);
  });
});
