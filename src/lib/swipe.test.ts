import { describe, expect, it } from 'vitest';
import {
  DRAG_THRESHOLD_PX,
  SWIPE_THRESHOLD_PX,
  isDrag,
  neighbourIndexes,
  stepIndex,
  swipeDirection,
  wrapIndex,
} from './swipe';

describe('thresholds', () => {
  it('are the values the carousels are tuned to', () => {
    expect(SWIPE_THRESHOLD_PX).toBe(50);
    expect(DRAG_THRESHOLD_PX).toBe(10);
  });
});

describe('wrapIndex', () => {
  it('keeps an index inside the list', () => {
    expect(wrapIndex(0, 4)).toBe(0);
    expect(wrapIndex(3, 4)).toBe(3);
  });

  it('wraps past the last image to the first and before the first to the last', () => {
    expect(wrapIndex(4, 4)).toBe(0);
    expect(wrapIndex(-1, 4)).toBe(3);
    expect(wrapIndex(-5, 4)).toBe(3);
    expect(wrapIndex(9, 4)).toBe(1);
  });

  it('answers 0 for an empty list', () => {
    expect(wrapIndex(3, 0)).toBe(0);
  });
});

describe('stepIndex', () => {
  it('moves one image either way, wrapping at both ends', () => {
    expect(stepIndex(0, 'next', 3)).toBe(1);
    expect(stepIndex(2, 'next', 3)).toBe(0);
    expect(stepIndex(0, 'previous', 3)).toBe(2);
    expect(stepIndex(2, 'previous', 3)).toBe(1);
  });
});

describe('neighbourIndexes', () => {
  it('names the next two images, then the previous one, wrapping', () => {
    expect(neighbourIndexes(0, 5)).toEqual([1, 2, 4]);
    expect(neighbourIndexes(4, 5)).toEqual([0, 1, 3]);
  });

  it('names each other image once in a short carousel and nothing for a single image', () => {
    expect(neighbourIndexes(0, 3)).toEqual([1, 2]);
    expect(neighbourIndexes(0, 2)).toEqual([1]);
    expect(neighbourIndexes(0, 1)).toEqual([]);
  });
});

describe('swipeDirection', () => {
  it('a swipe left past the threshold shows the next image, right the previous', () => {
    expect(swipeDirection(-51, 0)).toBe('next');
    expect(swipeDirection(80, 10)).toBe('previous');
  });

  it('ignores movements of the threshold or less', () => {
    expect(swipeDirection(-50, 0)).toBeNull();
    expect(swipeDirection(50, 0)).toBeNull();
    expect(swipeDirection(0, 0)).toBeNull();
  });

  it('ignores a movement that is at least as vertical as horizontal (a scroll)', () => {
    expect(swipeDirection(-60, 60)).toBeNull();
    expect(swipeDirection(70, -120)).toBeNull();
  });
});

describe('isDrag', () => {
  it('a touch that stays within 10 px on both axes is a tap', () => {
    expect(isDrag(0, 0)).toBe(false);
    expect(isDrag(10, -10)).toBe(false);
  });

  it('a touch that moves over 10 px on either axis is a drag', () => {
    expect(isDrag(11, 0)).toBe(true);
    expect(isDrag(0, -11)).toBe(true);
  });
});
