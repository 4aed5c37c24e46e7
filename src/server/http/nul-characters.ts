import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';

// PostgreSQL's text cannot hold U+0000: a query carrying it fails ("invalid byte sequence"),
// and SQLite would store what PostgreSQL refuses. No field of the shop means it, so every
// request value holding it is refused with a 400 on either database, before any handler.

export const NUL_MESSAGE = 'Text may not contain the NUL character (U+0000).';

/** Where the first U+0000 in a value is (a dotted path, '' for the value itself), or undefined. */
export function nulCharacterPath(value: unknown): string | undefined {
  // A stack, not recursion: a parsed JSON body may be nested thousands deep.
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path;
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, child] of Object.entries(current)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return childPath;
        stack.push([child, childPath]);
      }
    }
  }
  return undefined;
}

/** The 400 for a value holding U+0000 at `field`. */
export function nulRefused(field: string): HttpError {
  return new HttpError(400, 'invalid_request', NUL_MESSAGE, { [field]: NUL_MESSAGE });
}

/** Refuses path parameters, query values and parsed bodies that hold U+0000 (multipart fields are checked where they are read). */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const parts: [string, unknown][] = [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ];
    for (const [part, value] of parts) {
      const path = nulCharacterPath(value);
      if (path !== undefined) throw nulRefused(path || part);
    }
  });
}
