// With MEDIA_STORE=s3 (ADR 061, 063) the backup copies the bucket's objects with their listing (keys,
// sizes, ETags, sha256), and the restore writes them into the bucket it is configured with, leaving those
// there already with the same bytes; against a real S3-protocol server on loopback (s3rver). The pictures'
// part alone: the database's is the drill's, the same with either store.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3MediaSettings } from '#server/env.ts';
import { s3MediaStore, type S3MediaStore } from '#server/s3-media-store.ts';
import { startS3Server, type TestS3Server } from '#tests/setup/s3-server.ts';
import { backupMedia } from './backup.ts';
import { BackupWriter, MEDIA_PREFIX, backupEntries, hashOf, type Manifest } from './backup-file.ts';
import { restoreMedia } from './restore.ts';

const scratch = mkdtempSync(join(tmpdir(), 'roro-bucket-backup-'));
const PICTURES: Record<string, string> = {
  'brand/demo-pictures.json': '{"files":3}\n',
  'vehicles/stock/0a1b2c3d-aaaa-4bbb-8ccc-dddddddddddd/p1-640.webp': 'photo one at 640',
  'vehicles/stock/0a1b2c3d-aaaa-4bbb-8ccc-dddddddddddd/p1-1280.webp': `photo one at 1280 ${'x'.repeat(5000)}`,
  'content/banners/0a1b2c3d4e5f6071.webp': 'a banner',
};
let s3: TestS3Server;
let target: S3MediaStore;
const configOf = (bucket: string) => ({ dataDir: scratch, databaseUrl: undefined, mediaDir: join(scratch, 'media'), mediaStore: { kind: 's3' as const, ...s3MediaSettings(s3.env(bucket)) } });

beforeAll(async () => {
  s3 = await startS3Server(['roro-live', 'roro-restored']);
  const source = s3MediaStore(s3.settings('roro-live'));
  target = s3MediaStore(s3.settings('roro-restored'));
  for (const [path, text] of Object.entries(PICTURES)) await source.write(path, new TextEncoder().encode(text));
});

afterAll(async () => {
  await s3?.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe('the pictures of a bucket', () => {
  it('are copied into the backup with their listing, and restored into the configured bucket', async () => {
    const file = join(scratch, 'pictures.tar');
    const writer = new BackupWriter(file);
    const { index, media } = await backupMedia(writer, configOf('roro-live'), () => {});
    await writer.close();
    expect(media).toMatchObject({ store: 's3', source: 'roro-live', files: 4, leftOut: [] });
    const md5 = (text: string) => createHash('md5').update(text).digest('hex');
    const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
    const byPath = (a: { path: string }, b: { path: string }) => a.path.localeCompare(b.path);
    expect([...index].sort(byPath)).toEqual(
      Object.entries(PICTURES)
        .map(([path, text]) => ({ path, size: Buffer.byteLength(text), sha256: sha256(text), etag: md5(text) }))
        .sort(byPath),
    );
    for await (const entry of backupEntries(file)) expect((await hashOf(entry.stream)).sha256).toBe(sha256(PICTURES[entry.path.slice(MEDIA_PREFIX.length)]!));

    // One of them is in the new bucket already, as a restore cut short would leave it.
    await target.write('content/banners/0a1b2c3d4e5f6071.webp', new TextEncoder().encode('a banner'));
    const verified = { manifest: { media } as Manifest, media: { files: index } };
    expect(await restoreMedia(file, verified, target, () => {})).toEqual({ written: 3, present: 1 });
    for (const [path, text] of Object.entries(PICTURES)) expect((await target.bytes(path))?.toString()).toBe(text);
  });
});
