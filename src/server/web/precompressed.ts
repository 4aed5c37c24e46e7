import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|svg|json)$/;

/**
 * A Vite plugin for the browser's build: beside each script and stylesheet it writes a brotli
 * (quality 11) and a gzip (level 9) copy, which the server sends as they are (`@fastify/static`'s
 * preCompressed). Compressed once at build time, files get the smallest copies, where
 * compressing each answer must be quick (brotli quality 4). Tiny files get copies too: a file
 * streamed from disk would be compressed on the way anyway (its length is not known up front).
 */
export function precompressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(fileName)) continue;
        const file = path.join(outDir, fileName);
        const bytes = readFileSync(file);
        writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }));
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

/** The bytes the server sends for a built file to a client that accepts `encoding` (or nothing). */
export function servedBytes(file: string, encoding: 'br' | 'gzip' | 'identity'): number {
  const copy = `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
  return encoding !== 'identity' && existsSync(copy) ? statSync(copy).size : statSync(file).size;
}
