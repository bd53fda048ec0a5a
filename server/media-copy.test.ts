// `npm run media:copy -- --to s3` (its first run as a child process, as it is run; the runs after it call
// the same command in-process), against a real S3-protocol server on
// loopback (s3rver): it copies a media directory into the bucket with progress lines and checks the copy;
// run again after a cut it copies only what is missing or changed; a bucket that keeps other bytes than
// were sent fails the check, named, with exit code 1. The server's demo pictures go the same way, once.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '#tests/e2e/server-process.ts';
import { s3Proxy, startS3Server, type S3Proxy, type TestS3Server } from '#tests/setup/s3-server.ts';
import { ensureDemoPictures, mediaCopyCommand } from './media-copy.ts';
import { s3MediaStore, type S3MediaStore } from './s3-media-store.ts';

const BUCKET = 'roro-copy';
const DEMO_BUCKET = 'roro-demo';
let s3: TestS3Server;
let bucket: S3MediaStore;
let proxy: S3Proxy | undefined;
const scratch = mkdtempSync(join(tmpdir(), 'roro-media-copy-'));
const mediaDir = join(scratch, 'media');

/** A shop's media directory: demo pictures, uploaded photos in their widths, content pictures, a server's leftover temporary file. */
const FILES: Record<string, string> = {
  'brand/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>\n',
  'banners/how-to-buy-en-pc.webp': 'banner pc',
  'vehicles/sedan/black/front-640.webp': 'demo sedan',
  'content/banners/0a1b2c3d4e5f6071.webp': 'uploaded banner',
  'content/testimonials/1a2b3c4d5e6f7081.webp': 'testimonial',
};
for (let car = 1; car <= 3; car++) for (const width of [320, 640, 1280]) FILES[`vehicles/stock/0000000${car}-aaaa-4bbb-8ccc-dddddddddddd/photo${car}-${width}.webp`] = `car ${car} at ${width}: ${'x'.repeat(width)}`;
const COUNT = Object.keys(FILES).length;

function writeMedia(files: Record<string, string>) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(mediaDir, path, '..'), { recursive: true });
    writeFileSync(join(mediaDir, path), text);
  }
}

/** The command as `npm run media:copy` runs it: a process of its own. */
function mediaCopyProcess(args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/media-copy-cli.ts', ...args], {
    cwd: projectRoot,
    env: { ...process.env, NODE_ENV: 'production', DATA_DIR: join(scratch, 'data'), MEDIA_DIR: mediaDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stdout, stderr })));
}

/** The same command in this process (what the script runs), for the runs after the first: a process costs a second or more. */
async function mediaCopy(args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await mediaCopyCommand(args, { DATA_DIR: join(scratch, 'data'), MEDIA_DIR: mediaDir, ...env }, (line) => (stdout += `${line}\n`), (line) => (stderr += `${line}\n`));
  return { code, stdout, stderr };
}

async function objects(store: S3MediaStore): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const prefix of ['brand/', 'banners/', 'vehicles/', 'content/']) for await (const object of store.list(prefix)) found.set(object.path, (await store.bytes(object.path))!.toString());
  return found;
}

beforeAll(async () => {
  s3 = await startS3Server([BUCKET, DEMO_BUCKET]);
  bucket = s3MediaStore(s3.settings(BUCKET));
  writeMedia(FILES);
  writeFileSync(join(mediaDir, 'vehicles', 'stock', 'photo.webp.4242.1700000000000.tmp'), 'half a photo');
});

afterAll(async () => {
  await proxy?.close();
  await s3?.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe('npm run media:copy -- --to s3', () => {
  it('copies the media directory into the bucket with progress lines, checks it, and exits 0', async () => {
    const { code, stdout, stderr } = await mediaCopyProcess(['--to', 's3'], s3.env(BUCKET));
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const lines = stdout.trim().split('\n');
    expect(lines[0]).toMatch(new RegExp(`^Copying ${COUNT} files \\(0\\.0 MB\\) from ${mediaDir} to the bucket ${BUCKET} at ${s3.endpoint}$`));
    expect(lines).toContain('  not a media path, left out: vehicles/stock/photo.webp.4242.1700000000000.tmp');
    expect(lines.filter((l) => /^ {2}\d+\/\d+: /.test(l)).length).toBe(COUNT);
    expect(lines).toContain(`  ${COUNT}/${COUNT}: ${COUNT} copied, 0 already there`);
    expect(lines.at(-1)).toBe(`Checked: all ${COUNT} files are in the bucket with the same size and checksum.`);
    expect(Object.fromEntries(await objects(bucket))).toEqual(FILES);
    // Served as the pictures they are.
    const logo = await fetch(`${s3.endpoint}/${BUCKET}/brand/logo.svg`);
    expect([logo.status, logo.headers.get('content-type')]).toEqual([200, 'image/svg+xml']);
  });

  it('run again after a cut, copies only what is missing or changed', async () => {
    // Two objects lost (the copy was cut before them), one file changed since.
    await bucket.remove('vehicles/stock/00000002-aaaa-4bbb-8ccc-dddddddddddd/photo2-640.webp');
    await bucket.remove('content/testimonials/1a2b3c4d5e6f7081.webp');
    writeMedia({ 'brand/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="10"/>\n' });
    const { code, stdout } = await mediaCopy(['--to', 's3'], s3.env(BUCKET));
    expect(code).toBe(0);
    expect(stdout).toContain(`  ${COUNT}/${COUNT}: 3 copied, ${COUNT - 3} already there`);
    expect(stdout).toContain(`Copied 3 files, ${COUNT - 3} already there, 0 failed`);
    expect(stdout.trim().split('\n').at(-1)).toBe(`Checked: all ${COUNT} files are in the bucket with the same size and checksum.`);
    expect((await objects(bucket)).get('brand/logo.svg')).toBe('<svg xmlns="http://www.w3.org/2000/svg" width="10"/>\n');
  });

  it('fails the check, naming the file, with exit code 1 when the bucket keeps other bytes than were sent; a run with a sound store puts it right', async () => {
    const changed = 'vehicles/sedan/black/front-640.webp';
    writeMedia({ [changed]: 'demo sedan, drawn again' });
    proxy = await s3Proxy(s3.endpoint, (method, path) => (method === 'PUT' && path.endsWith(changed) ? 'corrupt' : 'pass'));
    const broken = await mediaCopy(['--to', 's3'], s3.env(BUCKET, { MEDIA_S3_ENDPOINT: proxy.endpoint }));
    expect(broken.code).toBe(1);
    expect(broken.stdout).toContain(`  MISMATCH ${changed}: the bucket’s bytes differ from the directory’s`);
    expect(broken.stdout.trim().split('\n').at(-1)).toBe(
      'Not done: 0 files could not be copied and 1 differ in the bucket. Run the same command again to copy what is missing; a file that differs again needs a look.',
    );
    const mended = await mediaCopy(['--to', 's3'], s3.env(BUCKET));
    expect(mended.code).toBe(0);
    expect(mended.stdout).toContain(`Copied 1 file, ${COUNT - 1} already there, 0 failed`);
    expect((await objects(bucket)).get(changed)).toBe('demo sedan, drawn again');
  });

  it('says what is wrong with the command or the bucket’s settings, each variable by name, with exit code 2', async () => {
    const noTarget = await mediaCopy([], s3.env(BUCKET));
    expect([noTarget.code, noTarget.stderr.trim()]).toEqual([2, 'Usage: npm run media:copy -- --to s3 [--from DIR] (the bucket from MEDIA_S3_BUCKET, MEDIA_S3_ENDPOINT and the AWS_* credentials)']);
    const noBucket = await mediaCopy(['--to', 's3'], { MEDIA_S3_BUCKET: '', AWS_ACCESS_KEY_ID: 'key-only' });
    expect(noBucket.code).toBe(2);
    expect(noBucket.stderr).toContain('MEDIA_S3_BUCKET: is needed with MEDIA_STORE=s3: the name of the bucket the pictures are written to');
    expect(noBucket.stderr).toContain('AWS_SECRET_ACCESS_KEY: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY go together');
  });
});

describe('the demo pictures with MEDIA_STORE=s3', () => {
  it('are copied into the bucket once, without the uploads beside them, and not looked at again', async () => {
    const demo = s3MediaStore(s3.settings(DEMO_BUCKET));
    let draws = 0;
    const draw = async () => {
      draws++;
      return 0;
    };
    expect(await ensureDemoPictures(mediaDir, demo, () => {}, draw)).toEqual({ drawn: 0, copied: 3 });
    expect(draws).toBe(1);
    expect([...(await objects(demo)).keys()].sort()).toEqual(['banners/how-to-buy-en-pc.webp', 'brand/demo-pictures.json', 'brand/logo.svg', 'vehicles/sedan/black/front-640.webp']);
    // A second start (this machine or another): the marker says they are there, nothing is drawn or listed.
    expect(await ensureDemoPictures(mediaDir, demo, () => {}, draw)).toEqual({ drawn: 0, copied: 0 });
    expect(draws).toBe(1);
  });
});
