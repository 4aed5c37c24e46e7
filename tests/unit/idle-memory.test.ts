import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { giveBackMemoryWhenIdle } from '../../src/server/idle-memory.ts';

// The server gives back what start-up or a burst of requests grew once it has been asked nothing
// for a while (decision 031). That V8 then holds less is checked on npm start's process, in
// tests/api/memory-settings.test.ts.

describe('memory given back when the server goes quiet', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('collects once the server has been asked nothing for the idle time, then again only after the next request', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const app = Fastify();
    app.get('/', async () => 'ok');
    const collect = vi.fn();
    giveBackMemoryWhenIdle(app, collect, 5_000);
    await app.ready();

    vi.advanceTimersByTime(4_000);
    expect((await app.inject('/')).statusCode).toBe(200);
    vi.advanceTimersByTime(4_000);
    expect(collect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(collect.mock.calls).toEqual([[{ type: 'major', execution: 'sync', flavor: 'last-resort' }]]);

    vi.advanceTimersByTime(60_000);
    expect(collect).toHaveBeenCalledTimes(1);
    await app.inject('/');
    vi.advanceTimersByTime(5_000);
    expect(collect).toHaveBeenCalledTimes(2);
    await app.close();
  });

  it('does nothing where V8 does not expose its gc (the server run without npm start)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const app = Fastify();
    app.get('/', async () => 'ok');
    giveBackMemoryWhenIdle(app, undefined);
    expect((await app.inject('/')).statusCode).toBe(200);
    expect(vi.getTimerCount()).toBe(0);
    await app.close();
  });
});
