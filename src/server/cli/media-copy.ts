// npm run media:copy -- --to s3
// Copies the media on disk (DATA_DIR/media) to the bucket the S3_* settings name, then checks
// every file there (size and MD5). Files the bucket already holds unchanged are not sent again,
// so it can be run again safely. Run it before the shop starts with STORAGE=s3, and once more
// after the last upload on disk.
import path from 'node:path';
import { existsSync } from 'node:fs';
import { ConfigError, loadConfig } from '../config.ts';
import { copyMediaToBucket } from '../media/copy.ts';
import { createS3Client } from '../media/s3-storage.ts';
import { commandLine, errorMessage, type CommandLine } from './command-line.ts';

const USAGE = 'usage: S3_BUCKET=… S3_REGION=… [S3_ENDPOINT=…] S3_ACCESS_KEY_ID=… S3_SECRET_ACCESS_KEY=… npm run media:copy -- --to s3';

const cli: CommandLine = commandLine('media:copy', USAGE);
const { values } = cli.parse({ options: { to: { type: 'string' } }, strict: true, allowPositionals: false });
if (values.to !== 's3') cli.fail(`--to s3 is the one destination (the bucket of the S3_* settings)\n${USAGE}`);

let config;
try {
  // The disk media of DATA_DIR, and the bucket of the S3_* settings whatever STORAGE says now.
  config = loadConfig({ ...process.env, STORAGE: 's3' });
} catch (error) {
  cli.fail(error instanceof ConfigError ? error.message : String(error));
}
if (config.storage.driver !== 's3') cli.fail('S3_BUCKET is required');
const dir = path.join(config.dataDir, 'media');
if (!existsSync(dir)) cli.fail(`there is no media directory ${dir} (DATA_DIR)`);

const client = createS3Client(config.storage);
const bucket = config.storage.bucket;
process.stdout.write(`media:copy: from ${dir} to bucket ${bucket}${config.storage.endpoint ? ` at ${config.storage.endpoint}` : ''}\n`);
try {
  const report = await copyMediaToBucket(dir, client, bucket, (key, bytes) => process.stdout.write(`  copied ${key} (${bytes} bytes)\n`));
  const megabytes = (report.copiedBytes / 1e6).toFixed(1);
  process.stdout.write(`media:copy: copied ${report.copied} files (${megabytes} MB), ${report.alreadyThere} already in the bucket\n`);
  if (report.mismatched.length > 0) {
    cli.fail(`${report.mismatched.length} of ${report.files} files do not match in the bucket (size or MD5), such as ${report.mismatched[0]}; run it again`);
  }
  process.stdout.write(`media:copy: verified ${report.files} files in the bucket: sizes and MD5 checksums match\n`);
} catch (error) {
  cli.fail(`stopped: ${errorMessage(error)}; run it again to go on`);
} finally {
  client.destroy();
}
