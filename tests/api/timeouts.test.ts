import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// Slow clients cannot hold connections for ever: headers must arrive within HEADERS_TIMEOUT,
// a whole request within REQUEST_TIMEOUT.

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** Sends `head`, then `drip` every 200 ms, until the server closes the connection; answers what it sent back. */
async function trickle(port: number, head: string, drip: string, giveUpMs: number): Promise<{ closed: boolean; answer: string }> {
  const socket = connect(port, '127.0.0.1');
  let answer = '';
  let closed = false;
  socket.on('data', (chunk) => (answer += chunk.toString()));
  socket.on('error', () => {});
  socket.on('close', () => (closed = true));
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(head);
  for (let waited = 0; !closed && waited < giveUpMs; waited += 200) {
    await sleep(200);
    if (!closed) socket.write(drip);
  }
  socket.destroy();
  return { closed, answer };
}

async function listening(env: Record<string, string>): Promise<number> {
  t = await createTestApp('sqlite', env);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening');
  return address.port;
}

describe('timeouts', () => {
  it('closes a slow-loris connection whose headers never end, with 408', async () => {
    const port = await listening({ HEADERS_TIMEOUT: '1', REQUEST_TIMEOUT: '30' });
    const { closed, answer } = await trickle(port, 'GET /api/health/live HTTP/1.1\r\nHost: 127.0.0.1\r\n', 'X-Slow: a\r\n', 8_000);
    expect(closed).toBe(true);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes a connection whose request body never ends, with 408', async () => {
    const port = await listening({ HEADERS_TIMEOUT: '1', REQUEST_TIMEOUT: '2' });
    const head = 'POST /api/newsletter HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n';
    const { closed, answer } = await trickle(port, head, ' ', 10_000);
    expect(closed).toBe(true);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });
});
