import { afterEach, describe, expect, it, vi } from 'vitest';
import { runPeriodically } from '../../src/server/periodic.ts';

// The server's periodic work (the hold sweep, the payment reconciler) runs through one helper.

describe('runPeriodically', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs at once and then every interval, never two runs at a time, and goes on after a failure, logged', async () => {
    vi.useFakeTimers();
    const warnings: string[] = [];
    let runs = 0;
    let finish: (() => void) | undefined;
    const task = vi.fn(() => {
      runs += 1;
      if (runs === 2) return Promise.reject(new Error('database away'));
      return new Promise<void>((resolve) => (finish = resolve));
    });
    const periodic = runPeriodically({ task, intervalMs: 1000, log: { warn: (_details: unknown, message: string) => void warnings.push(message) } as never, failure: 'sweep failed' });
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3000); // the first run is still going: no second one meanwhile
    expect(task).toHaveBeenCalledTimes(1);
    finish!();
    await vi.advanceTimersByTimeAsync(1000);
    expect(task).toHaveBeenCalledTimes(2); // this one fails
    expect(warnings).toEqual(['sweep failed']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(task).toHaveBeenCalledTimes(3);
    periodic.stop();
    finish!();
    await vi.advanceTimersByTimeAsync(5000);
    expect(task).toHaveBeenCalledTimes(3);
  });
});
