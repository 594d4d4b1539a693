import { describe, expect, it } from 'vitest';
import { DOUBLE_PRESS_MS, DOUBLE_PRESS_SLOP_PX, repeats } from './repeat-press';

const first = { x: 200, y: 790, at: 1_000 };

describe('the second press of a double press', () => {
  it('is one made at the first one’s place within a double press’s time', () => {
    expect(repeats(first, { x: 204, y: 786, at: 1_150 })).toBe(true);
    expect(repeats(first, { ...first, at: first.at + DOUBLE_PRESS_MS })).toBe(true);
  });

  it('is not one made later, nor one made elsewhere', () => {
    expect(repeats(first, { ...first, at: first.at + DOUBLE_PRESS_MS + 1 })).toBe(false);
    expect(repeats(first, { x: first.x + DOUBLE_PRESS_SLOP_PX + 1, y: first.y, at: 1_100 })).toBe(false);
  });

  it('is counted from when the page was back, however late the page got to it', () => {
    // A slow phone gave the page back 1.2 s after the first press: a tap made 0.7 s after it, or just after the page
    // came back, is still the first one's double.
    expect(repeats(first, { ...first, at: 1_700 }, 2_200)).toBe(true);
    expect(repeats(first, { ...first, at: 2_200 + DOUBLE_PRESS_MS }, 2_200)).toBe(true);
    // Made once the page had been back for a double press's time: the visitor's own press.
    expect(repeats(first, { ...first, at: 2_201 + DOUBLE_PRESS_MS }, 2_200)).toBe(false);
  });
});
