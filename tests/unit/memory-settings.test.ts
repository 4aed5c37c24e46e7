import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MALLOC_SETTINGS, memorySettings, V8_FLAGS } from '../../scripts/memory-settings.mjs';
import { storeProductImage } from '../../src/server/media/images.ts';
import { jpeg } from '../helpers/uploads.ts';

// What bounds the server process's memory (decision 031). The process that `npm start` runs is
// checked in tests/api/memory-settings.test.ts; what the figures come to, in `npm run bench`.

describe("npm start's memory settings", () => {
  const linux = { canRestartInPlace: true };

  it("asks for glibc malloc's two arenas and fixed large-block threshold, 8 MB semi-spaces, old space grown by 70% at most and V8's gc, when none is set", () => {
    expect(memorySettings({ ...linux, env: { PORT: '3000' }, execArgv: ['--heapsnapshot-signal=SIGUSR2'] })).toEqual({
      env: { PORT: '3000', MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '32768' },
      execArgv: ['--heapsnapshot-signal=SIGUSR2', '--max-semi-space-size=8', '--heap-growing-percent=70', '--expose-gc'],
    });
  });

  it("keeps the operator's own values", () => {
    expect(memorySettings({ ...linux, env: { MALLOC_ARENA_MAX: '4' }, execArgv: [] })).toEqual({
      env: { MALLOC_ARENA_MAX: '4', MALLOC_MMAP_THRESHOLD_: '32768' },
      execArgv: V8_FLAGS,
    });
    expect(memorySettings({ ...linux, env: { NODE_OPTIONS: '--max-semi-space-size=16 --enable-source-maps' }, execArgv: [] })).toEqual({
      env: { NODE_OPTIONS: '--max-semi-space-size=16 --enable-source-maps', ...MALLOC_SETTINGS },
      execArgv: ['--heap-growing-percent=70', '--expose-gc'],
    });
    expect(memorySettings({ ...linux, env: {}, execArgv: ['--max-semi-space-size', '4'] })?.execArgv).toEqual(['--max-semi-space-size', '4', '--heap-growing-percent=70', '--expose-gc']);
  });

  it('starts nothing again once every setting is in place, or where Node cannot start again in place', () => {
    expect(memorySettings({ ...linux, env: { ...MALLOC_SETTINGS }, execArgv: V8_FLAGS })).toBeUndefined();
    expect(memorySettings({ canRestartInPlace: false, env: {}, execArgv: [] })).toBeUndefined();
  });
});

describe('sharp', () => {
  it("keeps no cache of libvips' operations once the shop has made an image: each upload's pixels are seen once", async () => {
    const stored: string[] = [];
    await storeProductImage({ put: async (key: string) => void stored.push(key), delete: async () => {} } as never, await jpeg(400, 300), 'ring.jpg');
    expect(stored.length).toBeGreaterThan(2);
    const { memory, files, items } = sharp.cache();
    expect({ memory: memory.max, files: files.max, items: items.max }).toEqual({ memory: 0, files: 0, items: 0 });
  });
});
