import { createReadStream } from 'node:fs';
import { constants } from 'node:fs';
import { access, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { contentTypeOf, isSafeKey, type MediaStorage } from './storage.ts';

/** A file being written: its key, a random id and .tmp (renamed to its key once complete). */
const TEMPORARY_SUFFIX = /\.[0-9a-f-]{36}\.tmp$/;

/** Media on the local disk under `dir`, served by the shop at /media/... */
export function diskStorage(dir: string, baseUrl: string): MediaStorage {
  // Listing also names the temporary files a crash left, so that the orphan sweep can remove them.
  const fileOf = (key: string) => {
    if (!isSafeKey(key.replace(TEMPORARY_SUFFIX, ''))) throw new Error(`unsafe media key: ${key}`);
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
    async *list(prefix) {
      const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const file = path.join(entry.parentPath, entry.name);
        const key = path.relative(dir, file).split(path.sep).join('/');
        if (!key.startsWith(prefix)) continue;
        const info = await stat(file).catch(() => undefined);
        if (info) yield { key, modified: info.mtime };
      }
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
