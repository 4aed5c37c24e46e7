/**
 * Lets at most `limit` tasks run at once; the others wait their turn, first come first served.
 *
 * Server rendering goes through one (decision 031): a page's render awaits its loaders'
 * in-process API calls, so without a limit every page asked for at once is half-built at once,
 * each holding its data and markup. Under more load than the process keeps up with, that held
 * memory and the garbage collector's work grew with the queue; a waiting request holds next to
 * nothing.
 */
export function createGate(limit: number): { run<T>(task: () => Promise<T>): Promise<T> } {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    async run(task) {
      if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
      else running += 1;
      try {
        return await task();
      } finally {
        // The slot passes straight to the next in line, or is given back.
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
  };
}
