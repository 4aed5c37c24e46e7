import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { contentTypeOf, isSafeKey } from './storage.ts';

// Copies the media on disk (DATA_DIR/media) to an S3 bucket (npm run media:copy). A file the
// bucket already holds with the same MD5 is left alone, so a copy can be run again (after an
// interruption, or to catch up) and moves only what is missing or different. At the end every
// file on disk is checked in the bucket: same size and same MD5.

export type MediaCopyReport = {
  files: number;
  copied: number;
  copiedBytes: number;
  alreadyThere: number;
  /** Keys whose object in the bucket does not match the file after the copy. */
  mismatched: string[];
};

type BucketObject = { etag: string; size: number };

const PARALLEL = 8;

export async function copyMediaToBucket(
  dir: string,
  client: S3Client,
  bucket: string,
  onCopied: (key: string, bytes: number) => void = () => {},
): Promise<MediaCopyReport> {
  const keys = await listFiles(dir);
  const before = await listBucket(client, bucket);
  const report: MediaCopyReport = { files: keys.length, copied: 0, copiedBytes: 0, alreadyThere: 0, mismatched: [] };

  await inParallel(keys, async (key) => {
    const data = await readFile(path.join(dir, key));
    if (await holds(client, bucket, before.get(key), key, data)) {
      report.alreadyThere += 1;
      return;
    }
    await client.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: key,
        Body: data,
        ContentType: contentTypeOf(key),
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
    report.copied += 1;
    report.copiedBytes += data.length;
    onCopied(key, data.length);
  });

  const after = await listBucket(client, bucket);
  await inParallel(keys, async (key) => {
    if (!(await holds(client, bucket, after.get(key), key, await readFile(path.join(dir, key))))) report.mismatched.push(key);
  });
  report.mismatched.sort();
  return report;
}

/** Whether the bucket's object is this file: its size, and its MD5 (the ETag of a plain upload, else read back). */
async function holds(client: S3Client, bucket: string, object: BucketObject | undefined, key: string, data: Buffer): Promise<boolean> {
  if (!object || object.size !== data.length) return false;
  const md5 = createHash('md5').update(data).digest('hex');
  if (/^[0-9a-f]{32}$/.test(object.etag)) return object.etag === md5;
  // Multipart uploads and some encryption settings have other ETags: compare the bytes' MD5.
  const stored = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  const bytes = await stored.Body?.transformToByteArray();
  return bytes !== undefined && createHash('md5').update(bytes).digest('hex') === md5;
}

/** Every media file under `dir`, as its key (the path with '/'); half-written temporary files are left out. */
async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((key) => isSafeKey(key) && !key.endsWith('.tmp'))
    .sort();
}

async function listBucket(client: S3Client, bucket: string): Promise<Map<string, BucketObject>> {
  const objects = new Map<string, BucketObject>();
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
    for (const object of page.Contents ?? []) {
      if (object.Key) objects.set(object.Key, { etag: (object.ETag ?? '').replaceAll('"', '').toLowerCase(), size: object.Size ?? -1 });
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return objects;
}

async function inParallel<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, items.length) }, worker));
}
