import { describe, expect, it } from 'vitest';
import { createGate } from '../../src/server/web/render-gate.ts';

/** A task that runs until its test lets it finish. */
function heldTask(started: string[], name: string) {
  let finish!: (value: string) => void;
  const done = new Promise<string>((resolve) => (finish = resolve));
  return {
    task: () => {
      started.push(name);
      return done;
    },
    finish: () => finish(name),
  };
}

describe('createGate', () => {
  it('runs at most its limit at once, and the next waiting task when one ends, in order', async () => {
    const gate = createGate(2);
    const started: string[] = [];
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => heldTask(started, name));
    const results = [a!, b!, c!, d!].map((held) => gate.run(held.task));
    await Promise.resolve();
    expect(started).toEqual(['a', 'b']);

    b!.finish();
    expect(await results[1]).toBe('b');
    await Promise.resolve();
    expect(started).toEqual(['a', 'b', 'c']);

    a!.finish();
    c!.finish();
    d!.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
    expect(started).toEqual(['a', 'b', 'c', 'd']);
  });

  it('gives the slot back when a task fails, and passes its error on', async () => {
    const gate = createGate(1);
    await expect(gate.run(() => Promise.reject(new Error('render failed')))).rejects.toThrow('render failed');
    await expect(gate.run(() => Promise.resolve('next'))).resolves.toBe('next');
  });
});
