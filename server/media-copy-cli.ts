// npm run media:copy -- --to s3 [--from DIR]
// Copies the media directory (MEDIA_DIR, else DATA_DIR/media; or --from) into the bucket that MEDIA_S3_*
// names, then checks every file against it (ADR 061). What is already there with the same size and
// checksum is skipped: run it again after a cut to go on. Exit code 0 when every file is in the bucket,
// 1 when one could not be copied or differs there, 2 for a wrong command or configuration.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { MediaStoreUnavailableError } from '#domain/stock/media-store.ts';
import { ConfigurationError, loadConfig, s3MediaSettings } from './env.ts';
import { copyMediaToBucket, verifyMediaCopy } from './media-copy.ts';
import { s3MediaStore } from './s3-media-store.ts';

const USAGE = 'Usage: npm run media:copy -- --to s3 [--from DIR] (the bucket from MEDIA_S3_BUCKET, MEDIA_S3_ENDPOINT and the AWS_* credentials)';

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { to: { type: 'string' }, from: { type: 'string' }, concurrency: { type: 'string', default: '8' } } });
  if (values.to !== 's3') throw new ConfigurationError(USAGE);
  const concurrency = Number(values.concurrency);
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 64) throw new ConfigurationError('--concurrency is a whole number from 1 to 64.');
  const root = values.from ? resolve(values.from) : loadConfig().mediaDir;
  const store = s3MediaStore(s3MediaSettings());
  const started = performance.now();
  const log = (line: string) => console.log(line);
  const copy = await copyMediaToBucket(root, store, { log, concurrency });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Copied ${copy.copied} file${copy.copied === 1 ? '' : 's'}, ${copy.present} already there, ${copy.failed.length} failed, in ${seconds} s.`);
  const check = await verifyMediaCopy(root, store, { log, concurrency });
  if (copy.failed.length || check.mismatches.length) {
    console.log(
      `Not done: ${copy.failed.length} files could not be copied and ${check.mismatches.length} differ in the bucket. Run the same command again to copy what is missing; a file that differs again needs a look.`,
    );
    return 1;
  }
  console.log(`Checked: all ${check.checked} files are in the bucket with the same size and checksum${check.downloaded ? ` (${check.downloaded} by downloading them)` : ''}.`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigurationError) {
      console.error(error.message);
      process.exit(2);
    }
    console.error(error instanceof MediaStoreUnavailableError || (error instanceof Error && error.message.startsWith('There is no media directory')) ? error.message : error);
    process.exit(1);
  },
);
