import { describe, expect, it } from 'vitest';
import { beginInTasks } from './tasks';

describe('beginInTasks', () => {
  it('begins a few at a time, each few in a task of its own, and gives the work back in order', async () => {
    const begun: number[] = [];
    const tasks: number[][] = [];
    let task = 0;
    const seen = new Set<number>();
    // A task's number rises at each setTimeout turn.
    const tick = setInterval(() => (task += 1), 0);
    const work = await beginInTasks([1, 2, 3, 4, 5, 6, 7, 8, 9], async (item) => {
      begun.push(item);
      if (!seen.has(task)) {
        seen.add(task);
        tasks.push([]);
      }
      tasks.at(-1)!.push(item);
      return item * 10;
    });
    clearInterval(tick);
    expect(begun).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(tasks).toEqual([[1, 2, 3, 4], [5, 6, 7, 8], [9]]);
    expect(await Promise.all(work)).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90]);
  });
});
