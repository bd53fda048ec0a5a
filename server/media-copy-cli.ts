// npm run media:copy -- --to s3 [--from DIR]
// Copies the media directory (MEDIA_DIR, else DATA_DIR/media; or --from) into the bucket that MEDIA_S3_*
// names, then checks every file against it (ADR 061). What is already there with the same size and
// checksum is skipped: run it again after a cut to go on. Exit code 0 when every file is in the bucket,
// 1 when one could not be copied or differs there, 2 for a wrong command or configuration.
import { mediaCopyCommand } from './media-copy.ts';

process.exit(await mediaCopyCommand(process.argv.slice(2), process.env, (line) => console.log(line), (line) => console.error(line)));
