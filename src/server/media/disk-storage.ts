import { createReadStream } from 'node:fs';
import { constants } from 'node:fs';
import { access, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { contentTypeOf, isSafeKey, type MediaStorage } from './storage.ts';

/** Media on the local disk under `dir`, served by the shop at /media/... */
export function diskStorage(dir: string, baseUrl: string): MediaStorage {
  const fileOf = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`unsafe media key: ${key}`);
    return path.join(dir, key);
  };
  return {
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so that a reader never sees half a file.
      const temporary = `${file}.${randomUUID()}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, file);
    },
    async get(key) {
      if (!isSafeKey(key)) return undefined;
      const file = fileOf(key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return undefined;
        return { body: createReadStream(file), contentType: contentTypeOf(key), size: info.size };
      } catch {
        return undefined;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    url: (key) => `${baseUrl}/${key}`,
    async check() {
      try {
        await access(dir, constants.W_OK);
        return true;
      } catch {
        return false;
      }
    },
  };
}
