// npm run media:copy -- --to s3
// Copies the media on disk (DATA_DIR/media) to the bucket the S3_* settings name, then checks
// every file there (size and MD5). Files the bucket already holds unchanged are not sent again,
// so it can be run again safely. Run it before the shop starts with STORAGE=s3, and once more
// after the last upload on disk.
import path from 'node:path';
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { copyMediaToBucket } from '../media/copy.ts';
import { createS3Client } from '../media/s3-storage.ts';

const USAGE = 'usage: S3_BUCKET=… S3_REGION=… [S3_ENDPOINT=…] S3_ACCESS_KEY_ID=… S3_SECRET_ACCESS_KEY=… npm run media:copy -- --to s3';

function fail(message: string): never {
  process.stderr.write(`media:copy: ${message}\n`);
  process.exit(1);
}

let values: { to?: string | undefined };
try {
  ({ values } = parseArgs({ options: { to: { type: 'string' } }, strict: true, allowPositionals: false }));
} catch (error) {
  fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
}
if (values.to !== 's3') fail(`--to s3 is the one destination (the bucket of the S3_* settings)\n${USAGE}`);

let config;
try {
  // The disk media of DATA_DIR, and the bucket of the S3_* settings whatever STORAGE says now.
  config = loadConfig({ ...process.env, STORAGE: 's3' });
} catch (error) {
  fail(error instanceof ConfigError ? error.message : String(error));
}
if (config.storage.driver !== 's3') fail('S3_BUCKET is required');
const dir = path.join(config.dataDir, 'media');
if (!existsSync(dir)) fail(`there is no media directory ${dir} (DATA_DIR)`);

const client = createS3Client(config.storage);
const bucket = config.storage.bucket;
process.stdout.write(`media:copy: from ${dir} to bucket ${bucket}${config.storage.endpoint ? ` at ${config.storage.endpoint}` : ''}\n`);
try {
  const report = await copyMediaToBucket(dir, client, bucket, (key, bytes) => process.stdout.write(`  copied ${key} (${bytes} bytes)\n`));
  const megabytes = (report.copiedBytes / 1e6).toFixed(1);
  process.stdout.write(`media:copy: copied ${report.copied} files (${megabytes} MB), ${report.alreadyThere} already in the bucket\n`);
  if (report.mismatched.length > 0) {
    fail(`${report.mismatched.length} of ${report.files} files do not match in the bucket (size or MD5), such as ${report.mismatched[0]}; run it again`);
  }
  process.stdout.write(`media:copy: verified ${report.files} files in the bucket: sizes and MD5 checksums match\n`);
} catch (error) {
  fail(`stopped: ${error instanceof Error ? error.message : String(error)}; run it again to go on`);
} finally {
  client.destroy();
}
